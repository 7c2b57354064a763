// Derived views of the store, shared by components and services. Components wrap object results in
// useShallow so a re-render happens only when the parts they show change.
import { aggregateTools, defaultPolicy } from '../../../bridge/hub/aggregateTools';
import { isOpaqueOrigin } from '../../../bridge/hub/opaqueOrigin';
import { pageHubTools, pageServerId } from '../../../bridge/hub/pageTools';
import type { CallRecord, HubTool } from '../../../bridge/hub/types';
import type { PageSettings, ToolPolicy } from '../../../bridge/protocol/types';
import type { ServerTool } from '../../../bridge/connections/types';
import { effectiveSettings } from '../settings/settingsSlice';
import { policyKey } from './toolsSlice';
import type { AppState } from '../../shell/appState';

export const selectSettings = (s: Pick<AppState, 'settingsOverrides' | 'page'>): PageSettings =>
  effectiveSettings(s.settingsOverrides, s.page.info?.settingsDefaults);

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

/** The name of the server a call went to; undefined when it names none, or one no longer configured. */
export const serverNameOf = (call: CallRecord, serverNames: Record<string, string>): string | undefined =>
  call.serverId ? serverNames[call.serverId] : undefined;

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

export const isGranted = (s: AppState, origin: string | undefined): boolean =>
  origin !== undefined && !isOpaqueOrigin(origin) && s.grants[origin] !== undefined;

/** The connected page's origin when it still needs the user's answer. */
export function selectOriginToAsk(s: AppState): string | undefined {
  const origin = s.page.origin;
  if (!origin || isGranted(s, origin) || s.dismissedOrigins[origin]) return undefined;
  return origin;
}
