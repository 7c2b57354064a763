// Step 0's result: the servers read the way the connector reads them (discoverConfig.ts), as a check
// instead of a crash.
import type { ParsedConfig, StdioServerSpec } from '../discovery/serverConfig.js';
import type { CheckResult } from '../../bridge/diagnose/check.js';

export interface LoadedConfig {
  result: CheckResult;
  servers: Record<string, StdioServerSpec>;
}

/** The step's result for one way of reading servers: what it found, or its error with `fix(error)`. */
export async function configStep(
  title: string,
  fix: (error: Error) => string,
  read: () => ParsedConfig | Promise<ParsedConfig>,
): Promise<LoadedConfig> {
  let config: ParsedConfig;
  try {
    config = await read();
  } catch (error) {
    return failedStep(title, (error as Error).message, fix(error as Error));
  }
  const names = Object.keys(config.servers);
  const remotes = config.remotes.map((r) => r.name);
  const detail = [
    `${names.length} stdio servers: ${names.join(', ') || 'none'}`,
    ...(remotes.length
      ? [`${remotes.length} remote servers go to the dashboard in the pairing link: ${remotes.join(', ')}`]
      : []),
    ...config.notes,
  ].join('\n');
  return { result: { id: 'config', title, status: 'pass', detail }, servers: config.servers };
}

function failedStep(title: string, detail: string, fix: string): LoadedConfig {
  return { result: { id: 'config', title, status: 'fail', detail, fix }, servers: {} };
}
