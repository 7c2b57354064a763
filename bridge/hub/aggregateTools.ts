// Merges the tools of all servers into one list the page and the AI see.
// Unique names stay readable; only names that collide across servers get a `<server>__` prefix.
import type { ServerTool } from '../connections/types';
import type { ToolPolicy } from '../protocol/types';
import type { HubTool } from './types';
import { SCHEMA_LOOKUP_NAME } from '../instructions/schemaLookup';
import { isAppOnlyTool } from './toolUi';

export interface AggregateInput {
  servers: Array<{ id: string; name: string }>;
  tools: ServerTool[];
  policyOf: (serverId: string, toolName: string, annotations: ServerTool['annotations']) => ToolPolicy;
}

/** The hints a default policy looks at; server hints are advisory, so only an explicit pair counts. */
export interface PolicyHints {
  readOnlyHint?: boolean | undefined;
  openWorldHint?: boolean | undefined;
  destructiveHint?: boolean | undefined;
}

/**
 * Auto only for a tool that says it only reads and reaches nothing outside its own data (`openWorldHint:
 * false`): a read-only web fetch can still send what the AI puts in its arguments anywhere. A tool that
 * also calls itself destructive contradicts itself and asks. Everything else asks until the user decides.
 */
export function defaultPolicy(annotations?: PolicyHints): ToolPolicy {
  const closedRead = annotations?.readOnlyHint === true && annotations.openWorldHint === false;
  return closedRead && annotations.destructiveHint !== true ? 'auto' : 'ask';
}

export function aggregateTools(input: AggregateInput): HubTool[] {
  const prefixes = serverPrefixes(input.servers);
  const ordered = orderTools(input.servers, input.tools);
  const serversPerName = new Map<string, Set<string>>();
  for (const tool of ordered) {
    const owners = serversPerName.get(tool.name) ?? new Set<string>();
    owners.add(tool.serverId);
    serversPerName.set(tool.name, owners);
  }

  // The hub's own describe_tools keeps its name: a server tool of that name gets a suffix instead.
  const taken = new Set<string>([SCHEMA_LOOKUP_NAME]);
  const result: HubTool[] = [];
  for (const tool of ordered) {
    const server = input.servers.find((s) => s.id === tool.serverId);
    if (!server) continue;
    const collides = (serversPerName.get(tool.name)?.size ?? 0) > 1;
    const wanted = collides ? `${prefixes.get(server.id) ?? 'server'}__${tool.name}` : tool.name;
    const exposedName = uniqueName(wanted, taken);
    taken.add(exposedName);
    const hubTool: HubTool = {
      exposedName,
      serverId: server.id,
      serverName: server.name,
      name: tool.name,
      inputSchema: tool.inputSchema,
      policy: input.policyOf(server.id, tool.name, tool.annotations),
    };
    if (tool.description !== undefined) hubTool.description = tool.description;
    if (tool.annotations !== undefined) hubTool.annotations = tool.annotations;
    if (isAppOnlyTool(tool)) hubTool.appOnly = true;
    result.push(hubTool);
  }
  return result;
}

/** Server order first, then each server's own tool order; tools of unknown servers are dropped. */
function orderTools(servers: AggregateInput['servers'], tools: ServerTool[]): ServerTool[] {
  return servers.flatMap((server) => tools.filter((tool) => tool.serverId === server.id));
}

/** A tool-name-safe prefix per server, unique among the servers. */
function serverPrefixes(servers: AggregateInput['servers']): Map<string, string> {
  const taken = new Set<string>();
  const prefixes = new Map<string, string>();
  for (const server of servers) {
    const prefix = uniqueName(sanitizeServerName(server.name), taken);
    taken.add(prefix);
    prefixes.set(server.id, prefix);
  }
  return prefixes;
}

export function sanitizeServerName(name: string): string {
  const cleaned = name
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return cleaned === '' ? 'server' : cleaned;
}

function uniqueName(wanted: string, taken: Set<string>): string {
  if (!taken.has(wanted)) return wanted;
  let n = 2;
  while (taken.has(`${wanted}_${n}`)) n++;
  return `${wanted}_${n}`;
}
