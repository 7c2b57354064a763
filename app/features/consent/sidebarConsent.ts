// What the sidebar asks the consent window for, and how it applies the answers to its own store. Both
// functions must be called from the click handler: the window opens before anything is awaited.
import type { AppStore } from '../../shell/store';
import { applyHandoffState } from './handoff';
import { applyPairing, planPairing } from '../pairing';
import type { GrantRequest, ServerSummary } from './messages';
import { requestConsent } from './requestConsent';

export type GrantOutcome =
  { granted: false } | { granted: true; pairedServers: number; copiedServers: number };

function serverSummaries(store: AppStore): ServerSummary[] {
  const { servers, tools } = store.getState();
  return servers.filter((s) => s.enabled).map((s) => ({ name: s.name, tools: tools[s.id]?.length ?? 0 }));
}

export async function askToGrant(
  store: AppStore,
  origin: string,
  win: Window = window,
): Promise<GrantOutcome> {
  const servers = serverSummaries(store);
  const request: GrantRequest = { kind: 'grant', origin, servers, offerLocalConnector: servers.length === 0 };
  const decision = await requestConsent(request, win);
  if (!decision.allowed) return { granted: false };
  const local = decision.localConnector;
  const pairedServers = local
    ? applyPairing(store, planPairing(local.payload, store.getState().servers), local.token)
    : 0;
  // The dashboard's servers ticked in the same window: the Copy window's machinery, applied the same way.
  const copiedServers = decision.handoff ? applyHandoffState(store, decision.handoff, origin) : 0;
  store.getState().grantOrigin(origin);
  return { granted: true, pairedServers, copiedServers };
}

/** Resolves with the number of servers copied, or null when the user cancelled. */
export async function askToCopyFromDashboard(
  store: AppStore,
  origin: string,
  win: Window = window,
): Promise<number | null> {
  const decision = await requestConsent({ kind: 'handoff', origin }, win);
  return decision.allowed ? applyHandoffState(store, decision.state, origin) : null;
}
