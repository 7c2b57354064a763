// First-party handoff: a frame on a chat site may see only its own, partitioned storage. The consent
// window is top level on our origin, so it reads the dashboard's storage, shows what it would copy, and
// only on the user's click sends it to the sidebar that asked (app/features/consent/).
import type { AppStore } from '../../shell/store';
import type { PersistedState } from '../storage';

/** What may be copied: configuration with its secrets, never call history or UI state. */
export type HandoffState = Partial<
  Pick<PersistedState, 'servers' | 'policies' | 'grants' | 'oauth' | 'taughtSites'>
>;

const hostOf = (origin: string): string => {
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
};

/**
 * Only the requesting site's own grant and taught adapter travel: a copy must not grant other sites in passing,
 * and a frame on one site has no use for (nor business with) what was taught on another.
 */
export function pickHandoffState(stored: Partial<PersistedState>, origin: string): HandoffState {
  const { servers, policies, grants, oauth, taughtSites } = stored;
  const grant = grants?.[origin];
  const host = hostOf(origin);
  const taught = host ? taughtSites?.[host] : undefined;
  return {
    ...(servers ? { servers } : {}),
    ...(policies ? { policies } : {}),
    ...(grant ? { grants: { [origin]: grant } } : {}),
    ...(oauth ? { oauth } : {}),
    ...(taught ? { taughtSites: { [host]: taught } } : {}),
  };
}

/** Merges copied configuration into this window's store; returns the server count. */
export function applyHandoffState(store: AppStore, state: HandoffState, origin: string): number {
  const s = store.getState();
  if (state.servers?.length) s.upsertServers(state.servers);
  if (state.grants?.[origin]) s.grantOrigin(origin);
  // This window's own choices win over the copied ones.
  if (state.policies) store.setState({ policies: { ...state.policies, ...s.policies } });
  if (state.oauth) store.setState({ oauth: { ...state.oauth, ...store.getState().oauth } });
  // A taught site: the newer save wins (an edit in the dashboard, or a later teach in this frame).
  const host = hostOf(origin);
  const taught = host ? state.taughtSites?.[host] : undefined;
  const own = host ? store.getState().taughtSites[host] : undefined;
  if (taught && taught.host === host && (!own || own.savedAt < taught.savedAt))
    store.getState().saveTaughtSite(taught);
  return state.servers?.length ?? 0;
}
