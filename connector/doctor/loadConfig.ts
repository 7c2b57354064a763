// Step 0: read the config file the way the connector does, as a check instead of a crash.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StdioServerSpec } from '../config.js';
import { parseConfigText } from '../config.js';
import type { CheckResult } from './types.js';

export interface LoadedConfig {
  result: CheckResult;
  servers: Record<string, StdioServerSpec>;
}

export function loadConfig(path: string): LoadedConfig {
  const base = { id: 'config', title: `Config ${path}` };
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    return {
      result: {
        ...base,
        status: 'fail',
        detail: `can't read it: ${(error as Error).message}`,
        fix: 'Pass the path of your MCP config with --config.',
      },
      servers: {},
    };
  }
  try {
    const { servers, notes } = parseConfigText(text);
    const names = Object.keys(servers);
    const detail = [`${names.length} stdio servers: ${names.join(', ') || 'none'}`, ...notes].join('\n');
    return { result: { ...base, status: 'pass', detail }, servers };
  } catch (error) {
    return {
      result: {
        ...base,
        status: 'fail',
        detail: (error as Error).message,
        fix: 'Fix the entries named above in the config file.',
      },
      servers: {},
    };
  }
}
