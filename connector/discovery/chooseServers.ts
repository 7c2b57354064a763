// From what discovery found to what the connector serves: list it, let the user choose (or take --from,
// or the user's apps when there is no terminal to ask), drop same-named duplicates, and split stdio from
// remote. The working directory's servers ("project") are listed but served only when picked by name.
import type { ParsedConfig } from './serverConfig.js';
import { UsageError } from '../cli/options.js';
import { formatDiscovery, nothingFoundMessage } from './report.js';
import { remoteOffer } from './remoteEntry.js';
import { defaultChoice, dropDuplicates, fromSources, parseChoice } from './selection.js';
import { SOURCE_IDS, type Discovery, type FoundServer, type SourceId } from './types.js';
import { oneLine } from '../../bridge/protocol/visibleText.js';

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
  const fromFolder = found.length - defaultChoice(found).length;
  if (fromFolder > 0)
    print(
      `The ${fromFolder} from this folder's files are served only if you pick them (numbers, or "project"): a cloned folder can ship them to run its commands.`,
    );
  const chosen = await pick(found, options);
  if (chosen.length === 0) throw new UsageError('No server chosen: nothing to serve.');
  const { kept, dropped } = dropDuplicates(chosen);
  const fromHere = kept.filter((server) => server.file.source === 'project');
  if (fromHere.length)
    print(
      `Warning: serving ${oneLine(fromHere.map((s) => s.name).join(', '))} from this folder's config files; they run their commands with your rights.`,
    );
  for (const { server, keptFrom } of dropped)
    print(
      oneLine(
        `"${server.name}" from ${server.file.label} is left out: the one from ${keptFrom.file.label} has the same name and comes first.`,
      ),
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
  const byDefault = defaultChoice(found);
  if (!ask) {
    if (byDefault.length === 0)
      throw new UsageError(
        "Only this folder's config files hold servers, and they are not served without asking: serve them with --from project if you trust this folder.",
      );
    print(
      `No terminal to ask: serving the ${byDefault.length} found in your apps. Choose with --from ${SOURCE_IDS.join(',')}.`,
    );
    return byDefault;
  }
  const enter = byDefault.length ? `Enter for the ${byDefault.length} from your apps, or n` : 'N';
  const question = `Serve which? ${enter}umbers (1,3 or 2-4), sources (${SOURCE_IDS.join(', ')}) or "none": `;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const answer = await ask(question);
    const choice = parseChoice(answer, found);
    if (typeof choice !== 'string') {
      if (choice.length || answer.trim().toLowerCase() === 'none') return choice;
      print('Enter serves only the servers of your apps, and there are none: pick by number or "project".');
      continue;
    }
    print(choice);
  }
  throw new UsageError('No valid answer: nothing served. Run again, or choose with --from.');
}
