// From what discovery found to what the connector serves: list it, let the user choose (or take --from,
// or all when there is no terminal to ask), drop same-named duplicates, and split stdio from remote.
import type { ParsedConfig } from '../config.js';
import { UsageError } from '../cliOptions.js';
import { formatDiscovery, nothingFoundMessage } from './report.js';
import { remoteOffer } from './remoteEntry.js';
import { dropDuplicates, fromSources, parseChoice } from './selection.js';
import { SOURCE_IDS, type Discovery, type FoundServer, type SourceId } from './types.js';

export interface ChooseOptions {
  from?: SourceId[] | undefined;
  /** Asks on the terminal; absent when there is none. */
  ask?: ((question: string) => Promise<string>) | undefined;
  print(line: string): void;
}

const MAX_ATTEMPTS = 5;

export async function chooseServers(discovery: Discovery, options: ChooseOptions): Promise<ParsedConfig> {
  const { print } = options;
  const found = discovery.found;
  const listing = formatDiscovery(discovery);
  if (listing.length) print(`MCP servers configured on this computer:\n${listing.join('\n')}\n`);
  if (found.length === 0) throw new UsageError(nothingFoundMessage(discovery));
  const chosen = await pick(found, options);
  if (chosen.length === 0) throw new UsageError('No server chosen: nothing to serve.');
  const { kept, dropped } = dropDuplicates(chosen);
  for (const { server, keptFrom } of dropped)
    print(
      `"${server.name}" from ${server.file.label} is left out: the one from ${keptFrom.file.label} has the same name and comes first.`,
    );
  const plan: ParsedConfig = { servers: {}, remotes: [], notes: [] };
  for (const server of kept) {
    if (server.kind === 'stdio') plan.servers[server.name] = server.spec;
    else plan.remotes.push(remoteOffer(server.name, server));
  }
  return plan;
}

async function pick(found: FoundServer[], { from, ask, print }: ChooseOptions): Promise<FoundServer[]> {
  if (from) {
    const chosen = fromSources(found, from);
    if (chosen.length === 0)
      throw new UsageError(
        `--from ${from.join(',')}: no usable server was found there (see the list above).`,
      );
    return chosen;
  }
  if (!ask) {
    print(
      `No terminal to ask: serving all ${found.length} found. Choose with --from ${SOURCE_IDS.join(',')}.`,
    );
    return found;
  }
  const question = `Serve which? Enter for all ${found.length}, or numbers (1,3 or 2-4), sources (${SOURCE_IDS.join(', ')}) or "none": `;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const choice = parseChoice(await ask(question), found);
    if (typeof choice !== 'string') return choice;
    print(choice);
  }
  throw new UsageError('No valid answer: nothing served. Run again, or choose with --from.');
}
