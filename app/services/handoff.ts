// First-party handoff: a frame on a chat site may see only its own, partitioned storage. A small popup on
// our origin is top level, so it reads the dashboard's storage and posts the configuration straight to
// the frame that opened it (both our origin; nothing passes through the chat page).
import type { AppStore } from '../store/store';
import type { PersistedState } from '../store/persistence';
import { waitForPopupMessage } from './popupMessage';

export const HANDOFF_MESSAGE = 'mcp-bridge:handoff';
export const HANDOFF_PATH = '/handoff.html';

/** What the popup sends: configuration with its secrets, never call history or UI state. */
export type HandoffState = Partial<Pick<PersistedState, 'servers' | 'policies' | 'grants' | 'oauth'>>;

export interface HandoffMessage {
  type: typeof HANDOFF_MESSAGE;
  state: HandoffState;
}

export function pickHandoffState(stored: Partial<PersistedState>): HandoffState {
  const { servers, policies, grants, oauth } = stored;
  return {
    ...(servers ? { servers } : {}),
    ...(policies ? { policies } : {}),
    ...(grants ? { grants } : {}),
    ...(oauth ? { oauth } : {}),
  };
}

/** Merges configuration from first-party storage into this window's store; returns the server count. */
export function applyHandoffState(store: AppStore, state: HandoffState): number {
  const s = store.getState();
  if (state.servers?.length) s.upsertServers(state.servers);
  for (const origin of Object.keys(state.grants ?? {})) s.grantOrigin(origin);
  // This window's own choices win over the copied ones.
  if (state.policies) store.setState({ policies: { ...state.policies, ...s.policies } });
  if (state.oauth) store.setState({ oauth: { ...state.oauth, ...store.getState().oauth } });
  return state.servers?.length ?? 0;
}

/** Opens the handoff popup (call it from the click handler) and applies what it sends. */
export function requestHandoff(store: AppStore, win: Window = window): Promise<number> {
  const popup = win.open(HANDOFF_PATH, 'mcp-bridge-handoff', 'popup,width=440,height=360');
  if (!popup)
    return Promise.reject(
      new Error('The browser blocked the window; allow pop-ups for this site and try again.'),
    );
  return waitForPopupMessage<HandoffMessage>(win, popup, HANDOFF_MESSAGE, {
    timeoutMs: 60_000,
    closedMessage: 'The window was closed before it sent the servers.',
  })
    .then((message) => applyHandoffState(store, message.state))
    .finally(() => {
      if (!popup.closed) popup.close();
    });
}
