// The hub's tool list and the policies as the store knows them, shared by the Tools tab, the
// instructions and the hub. Components wrap object results in useShallow.
import { aggregateTools, defaultPolicy } from '../../../bridge/hub/aggregateTools';
import { pageHubTools, pageServerId } from '../../../bridge/hub/pageTools';
import type { HubTool } from '../../../bridge/hub/types';
import type { ToolPolicy } from '../../../bridge/protocol/types';
import type { ServerTool } from '../../../bridge/connections/types';
import { policyKey } from './toolsSlice';
import type { AppState } from '../../shell/appState';

export function policyOf(
  s: Pick<AppState, 'policies'>,
  serverId: string,
  toolName: string,
  annotations: ServerTool['annotations'],
): ToolPolicy {
  const stored = s.policies[policyKey(serverId, toolName)];
  if (stored) return stored;
  return defaultPolicy(annotations);
}

type HubToolsInput = Pick<AppState, 'servers' | 'tools' | 'policies'>;

/** The last input and answer of selectHubTools: the store's slices are replaced, never changed in place. */
let lastHubTools: { servers: unknown; tools: unknown; policies: unknown; result: HubTool[] } | undefined;

/**
 * All tools of enabled servers, namespaced and with policies, as the hub exposes them. Kept while the three
 * slices stay the same objects: the hub asks on every call (its gate, the tool's lookup), and the list
 * changes only when a server, a tool or a policy does. Callers read it and never change it.
 */
export function selectHubTools(s: HubToolsInput): HubTool[] {
  const last = lastHubTools;
  if (last && last.servers === s.servers && last.tools === s.tools && last.policies === s.policies)
    return last.result;
  const enabled = s.servers.filter((x) => x.enabled);
  const result = aggregateTools({
    servers: enabled.map(({ id, name }) => ({ id, name })),
    tools: enabled.flatMap((x) => s.tools[x.id] ?? []),
    policyOf: (serverId, toolName, annotations) => policyOf(s, serverId, toolName, annotations),
  });
  lastHubTools = { servers: s.servers, tools: s.tools, policies: s.policies, result };
  return result;
}

/** Deny by default: a page's own tools reach the hub's list only once the user enabled them. */
export const isPageToolsEnabled = (s: Pick<AppState, 'pageToolsEnabled'>, origin: string): boolean =>
  s.pageToolsEnabled[origin] === true;

/** The user's policy for a page tool; unset means the hub's default ("ask"). */
export const pageToolPolicyOf = (
  s: Pick<AppState, 'policies'>,
  origin: string,
  toolName: string,
): ToolPolicy | undefined => s.policies[policyKey(pageServerId(origin), toolName)];

/**
 * The hub's tool list as the store knows it: the servers' tools, then the connected page's own once enabled,
 * named by the hub's own rule (bridge/hub/pageTools), so the sidebar lists what the hub serves.
 */
export function selectHubToolsWithPage(
  s: Pick<AppState, 'servers' | 'tools' | 'policies' | 'page' | 'pageTools' | 'pageToolsEnabled'>,
): HubTool[] {
  const serverTools = selectHubTools(s);
  const origin = s.page.origin;
  const access = {
    pageToolsEnabled: (o: string) => isPageToolsEnabled(s, o),
    pageToolPolicy: (o: string, name: string) => pageToolPolicyOf(s, o, name),
  };
  const pageTools = origin === undefined ? [] : (s.pageTools[origin] ?? []);
  return [...serverTools, ...pageHubTools(access, origin, pageTools, serverTools)];
}
