// What the CLI serves: the --config file as written, or else the servers found in other apps' configs,
// as the user chooses. Remote servers are split off for the pairing link either way.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliOptions } from '../cliOptions.js';
import { UsageError } from '../cliOptions.js';
import { parseConfigText, type ParsedConfig } from '../config.js';
import { chooseServers } from './chooseServers.js';
import { discover } from './discover.js';
import type { DiscoveryEnv } from './types.js';

export interface ServeContext {
  denv: DiscoveryEnv;
  /** The terminal's question; absent without a terminal. */
  ask?: ((question: string) => Promise<string>) | undefined;
  print(line: string): void;
}

export async function serversToServe(
  options: Pick<CliOptions, 'configPath' | 'from'>,
  context: ServeContext,
): Promise<ParsedConfig> {
  if (options.configPath === undefined)
    return chooseServers(discover(context.denv), {
      from: options.from,
      ask: context.ask,
      print: context.print,
    });
  const path = resolve(context.denv.cwd, options.configPath);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${options.configPath}: ${(error as Error).message}`);
  }
  const config = parseConfigText(text);
  for (const note of config.notes) context.print(`note: ${note}`);
  return config;
}
