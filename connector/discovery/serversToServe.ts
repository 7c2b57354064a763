// What the CLI serves: the --config file as written, or else the servers found in other apps' configs,
// as the user chooses. Remote servers are split off for the pairing link either way.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_REMOTES } from '../../bridge/protocol/pairing.js';
import type { CliOptions } from '../cli/options.js';
import { UsageError } from '../cli/options.js';
import { parseConfigText, type ParsedConfig } from './serverConfig.js';
import { chooseServers } from './chooseServers.js';
import { discover } from './discover.js';
import { oneLine } from '../../bridge/protocol/visibleText.js';
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
  const plan =
    options.configPath === undefined
      ? await chooseServers(discover(context.denv), {
          from: options.from,
          ask: context.ask,
          print: context.print,
        })
      : readConfigFile(options.configPath, context);
  // The dashboard refuses a link with more: keep the first ones and name the rest for the dashboard.
  const left = plan.remotes.splice(MAX_REMOTES);
  if (left.length)
    context.print(
      `Only ${MAX_REMOTES} remote servers fit in a pairing link; add these in the dashboard: ${oneLine(left.map((r) => r.name).join(', '))}`,
    );
  return plan;
}

function readConfigFile(configPath: string, context: ServeContext): ParsedConfig {
  const path = resolve(context.denv.cwd, configPath);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${configPath}: ${(error as Error).message}`);
  }
  const config = parseConfigText(text);
  for (const note of config.notes) context.print(`note: ${oneLine(note)}`);
  return config;
}
