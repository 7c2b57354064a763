// Step 0: read the servers the way the connector does (a config file here; discovery in
// discoverConfig.ts), as a check instead of a crash.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParsedConfig, StdioServerSpec } from '../config.js';
import { parseConfigText } from '../config.js';
import type { CheckResult } from './types.js';

export interface LoadedConfig {
  result: CheckResult;
  servers: Record<string, StdioServerSpec>;
}

export function loadConfig(path: string): Promise<LoadedConfig> {
  const title = `Config ${path}`;
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    return Promise.resolve(
      failedStep(
        title,
        `can't read it: ${(error as Error).message}`,
        'Pass the path of your MCP config with --config.',
      ),
    );
  }
  return configStep(title, 'Fix the entries named above in the config file.', () => parseConfigText(text));
}

/** The step's result for one way of reading servers: what it found, or its error with `fix`. */
export async function configStep(
  title: string,
  fix: string,
  read: () => ParsedConfig | Promise<ParsedConfig>,
): Promise<LoadedConfig> {
  let config: ParsedConfig;
  try {
    config = await read();
  } catch (error) {
    return failedStep(title, (error as Error).message, fix);
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
