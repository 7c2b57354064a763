// Search over the tool list: by name or description, case-insensitive. Groups and tools that did not
// change keep their identity, so memoized rows re-render only when what they show changes.
export interface Searchable {
  name: string;
  description?: string;
}

export interface Grouped<T extends Searchable> {
  serverId: string;
  serverName: string;
  tools: T[];
}

const lowerCache = new WeakMap<Searchable, string>();

function haystack(tool: Searchable): string {
  let text = lowerCache.get(tool);
  if (text === undefined) {
    text = `${tool.name}\n${tool.description ?? ''}`.toLowerCase();
    lowerCache.set(tool, text);
  }
  return text;
}

export function filterGroups<T extends Searchable, G extends Grouped<T>>(groups: G[], query: string): G[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const out: G[] = [];
  for (const group of groups) {
    const serverMatches = words.every((w) => group.serverName.toLowerCase().includes(w));
    const tools = serverMatches
      ? group.tools
      : group.tools.filter((t) => words.every((w) => haystack(t).includes(w)));
    if (tools.length === 0) continue;
    out.push(tools.length === group.tools.length ? group : { ...group, tools });
  }
  return out;
}
