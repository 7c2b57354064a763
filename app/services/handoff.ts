// First-party handoff: a frame on a chat site may see only its own, partitioned storage. The consent
// window is top level on our origin, so it reads the dashboard's storage, shows what it would copy, and
// only on the user's click sends it to the sidebar that asked (app/services/consent/).
import type { AppStore } from '../store/store';
import type { PersistedState } from '../store/persistence';

/** What may be copied: configuration with its secrets, never call history or UI state. */
export type HandoffState = Partial<Pick<PersistedState, 'servers' | 'policies' | 'grants' | 'oauth'>>;

/** Only the requesting site's own grant travels: a copy must not grant other sites in passing. */
export function pickHandoffState(stored: Partial<PersistedState>, origin: string): HandoffState {
  const { servers, policies, grants, oauth } = stored;
  const grant = grants?.[origin];
  return {
    ...(servers ? { servers } : {}),
    ...(policies ? { policies } : {}),
    ...(grant ? { grants: { [origin]: grant } } : {}),
    ...(oauth ? { oauth } : {}),
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
  return state.servers?.length ?? 0;
}
