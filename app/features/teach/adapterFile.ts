// A taught site as a file a maintainer drops into the repository: embed/adapters/sites/<site>.ts in the shape
// of the others (`site({ id, hosts, editor, selectors })`). Values are written with JSON.stringify, so any
// selector (quotes, backslashes) is a valid string literal. An entry that repairs only some parts of a site's
// adapter becomes the selectors to copy over that adapter's own.
import type { AdapterPart, TaughtAdapter } from '../../../bridge/protocol/adapters';
import { PART_LABELS, REQUIRED_PARTS, isAdapterId } from './parts';

export interface AdapterFile {
  name: string;
  text: string;
  /** True for a whole site adapter; false for a repair to merge into the base adapter's file. */
  complete: boolean;
}

/** A JavaScript identifier from a hostname: chat.example.com -> chatExampleCom. */
export function adapterVariable(host: string): string {
  const words = host.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w.toLowerCase())).join('');
  return /^[A-Za-z]/.test(name) ? name : `site${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;
}

const isComplete = (taught: TaughtAdapter) => REQUIRED_PARTS.every((part) => taught.selectors[part]);

function selectorLines(taught: TaughtAdapter, indent: string): string[] {
  // In the order the adapter type lists them, as the site files do.
  return (Object.keys(PART_LABELS) as AdapterPart[])
    .filter((part) => taught.selectors[part])
    .map((part) => `${indent}${part}: ${JSON.stringify(taught.selectors[part])},`);
}

export function adapterFile(taught: TaughtAdapter): AdapterFile {
  const name = `${taught.host}.ts`;
  const day = taught.savedAt.slice(0, 10);
  const variable = adapterVariable(taught.host);
  // Only a plain id reaches the file's comments and names (an entry may predate the check where it is saved).
  const base = isAdapterId(taught.base) ? taught.base : undefined;
  if (isComplete(taught)) {
    const repairs = base ? ` (it repaired the "${base}" adapter)` : '';
    const text = [
      `// ${taught.host}: taught in MCP Multi Bridge on ${day}${repairs}.`,
      `import { site } from './site';`,
      '',
      `export const ${variable} = site({`,
      `  id: ${JSON.stringify(base ?? taught.host)},`,
      `  hosts: [${JSON.stringify(taught.host)}],`,
      `  editor: ${JSON.stringify(taught.editor)},`,
      '  selectors: {',
      ...selectorLines(taught, '    '),
      '  },',
      '});',
      '',
    ].join('\n');
    return { name, text, complete: true };
  }
  const target = base
    ? `Copy these over the same selectors in embed/adapters/sites/${base}.ts (id "${base}").`
    : 'Not a whole adapter yet: teach the chat input, send button and assistant messages too.';
  const text = [
    `// ${taught.host}: parts taught in MCP Multi Bridge on ${day}, editor ${JSON.stringify(taught.editor)}.`,
    `// ${target}`,
    `import type { AdapterSelectors } from '../types';`,
    '',
    `export const ${variable}Taught: Partial<AdapterSelectors> = {`,
    ...selectorLines(taught, '  '),
    '};',
    '',
  ].join('\n');
  return { name, text, complete: false };
}

/** The entry as JSON, the way the app stores it. */
export const taughtJson = (taught: TaughtAdapter): AdapterFile => ({
  name: `${taught.host}.json`,
  text: `${JSON.stringify(taught, null, 2)}\n`,
  complete: isComplete(taught),
});
