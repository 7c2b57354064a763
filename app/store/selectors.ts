// Derived views of the store, shared by components and services. Components wrap object results in
// useShallow so a re-render happens only when the parts they show change.
import { aggregateTools, defaultPolicy } from '../../bridge/hub/aggregateTools';
import { isOpaqueOrigin } from '../../bridge/hub/opaqueOrigin';
import type { HubTool } from '../../bridge/hub/types';
import type { PageSettings, ToolPolicy } from '../../bridge/protocol/types';
import type { ServerTool } from '../../bridge/connections/types';
import { effectiveSettings } from './settingsSlice';
import { policyKey } from './toolsSlice';
import type { AppState } from './types';

export const selectSettings = (s: AppState): PageSettings =>
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

/** All tools of enabled servers, namespaced and with policies, as the hub exposes them. */
export function selectHubTools(s: AppState): HubTool[] {
  const enabled = s.servers.filter((x) => x.enabled);
  return aggregateTools({
    servers: enabled.map(({ id, name }) => ({ id, name })),
    tools: enabled.flatMap((x) => s.tools[x.id] ?? []),
    policyOf: (serverId, toolName, annotations) => policyOf(s, serverId, toolName, annotations),
  });
}

export const isGranted = (s: AppState, origin: string | undefined): boolean =>
  origin !== undefined && !isOpaqueOrigin(origin) && s.grants[origin] !== undefined;

/** The connected page's origin when it still needs the user's answer. */
export function selectOriginToAsk(s: AppState): string | undefined {
  const origin = s.page.origin;
  if (!origin || isGranted(s, origin) || s.dismissedOrigins[origin]) return undefined;
  return origin;
}
