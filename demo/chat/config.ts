// The demo server injects the page's config as JSON (a data block, never run as script, so CSP allows it).

export interface DemoConfig {
  /** Absolute path of the folder the filesystem server serves; the assistant's calls name it. */
  workspacePath: string;
  /** Seed of the streaming rhythm, so runs are repeatable. */
  seed: number;
}

export const CONFIG_ELEMENT_ID = 'demo-config';

export function parseDemoConfig(json: string | null | undefined): DemoConfig {
  let value: unknown = null;
  try {
    value = JSON.parse(json ?? 'null');
  } catch {
    // Falls through to the defaults below; the page still works, only the path in calls is a placeholder.
  }
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    workspacePath: typeof v.workspacePath === 'string' ? v.workspacePath : '/demo/workspace',
    seed: typeof v.seed === 'number' && Number.isFinite(v.seed) ? v.seed : 1,
  };
}

export function readDemoConfig(doc: Document): DemoConfig {
  return parseDemoConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent);
}
