// Which of the found servers to serve: by source (`--from cursor,vscode`) or by the user's answer to the
// numbered list ("all", "1,3", "2-4", "cursor"). Two servers of one name: the first listed wins. "All" is
// the user's apps only: the working directory's servers ("project") are served only when named.
import { isDefaultSource, SOURCE_IDS, type FoundServer, type SourceId } from './types.js';

/** `--from claude,cursor`; the error names the known sources. */
export function parseSources(text: string): SourceId[] | { error: string } {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  const unknown = parts.filter((p) => !(SOURCE_IDS as readonly string[]).includes(p));
  if (parts.length === 0 || unknown.length)
    return {
      error: `--from takes a comma-separated list of ${SOURCE_IDS.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    };
  return [...new Set(parts)] as SourceId[];
}

/** Enter, "all", or no terminal: every server of the user's own apps, none of the working directory's. */
export const defaultChoice = (found: readonly FoundServer[]): FoundServer[] =>
  found.filter((server) => isDefaultSource(server.file.source));

export const fromSources = (found: readonly FoundServer[], sources: readonly SourceId[]): FoundServer[] =>
  found.filter((server) => sources.includes(server.file.source));

/**
 * The servers an answer picks, numbered from 1 in `found`'s order. Empty or "all" picks the default
 * choice (not the working directory's); numbers or "project" pick those; "none" none.
 * A string is the error to show before asking again.
 */
export function parseChoice(answer: string, found: readonly FoundServer[]): FoundServer[] | string {
  const text = answer.trim().toLowerCase();
  if (text === '' || text === 'all') return defaultChoice(found);
  if (text === 'none') return [];
  const picked = new Set<number>();
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(token);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2] ?? range[1]);
      if (from < 1 || to > found.length || from > to)
        return `"${token}" is not in 1-${found.length}: answer with numbers from the list`;
      for (let i = from; i <= to; i += 1) picked.add(i - 1);
    } else if ((SOURCE_IDS as readonly string[]).includes(token)) {
      found.forEach((server, i) => server.file.source === token && picked.add(i));
    } else {
      return `"${token}" is neither a number from the list nor one of ${SOURCE_IDS.join(', ')}`;
    }
  }
  return found.filter((_, i) => picked.has(i));
}

/** Keeps the first server of each name; the others are returned with the one that shadows them. */
export function dropDuplicates(chosen: readonly FoundServer[]): {
  kept: FoundServer[];
  dropped: { server: FoundServer; keptFrom: FoundServer }[];
} {
  const byName = new Map<string, FoundServer>();
  const dropped: { server: FoundServer; keptFrom: FoundServer }[] = [];
  for (const server of chosen) {
    const first = byName.get(server.name);
    if (first) dropped.push({ server, keptFrom: first });
    else byName.set(server.name, server);
  }
  return { kept: [...byName.values()], dropped };
}
