// Sign-in for an OAuth server: a popup on our origin (login pages refuse to be framed) goes to the
// authorization server, which redirects back to oauth-callback.html; that page posts the query to us.
import { auth } from '@modelcontextprotocol/client';
import type { ServerConfig } from '../../bridge/connections/types';
import type { AppStore } from '../store/store';
import { OAUTH_CALLBACK_MESSAGE, OAUTH_CALLBACK_PATH, StoreOAuthProvider } from './oauthProvider';
import { waitForPopupMessage } from './popupMessage';

const SIGN_IN_TIMEOUT_MS = 10 * 60_000;

export interface SignInDeps {
  win?: Window;
  /** Called once tokens are stored, to open the session again with them. */
  reconnect(serverId: string): void;
}

/** Must be called from the click handler itself: the popup opens before anything is awaited. */
export function signIn(store: AppStore, server: ServerConfig, deps: SignInDeps): Promise<void> {
  const win = deps.win ?? window;
  const popup = win.open(OAUTH_CALLBACK_PATH, 'mcp-bridge-oauth', 'popup,width=520,height=720');
  if (!popup)
    return Promise.reject(
      new Error('The browser blocked the sign-in window; allow pop-ups for this site and try again.'),
    );
  const provider = new StoreOAuthProvider(
    store,
    server.id,
    (url) => {
      popup.location.href = url.href;
    },
    win.location.origin,
  );
  return runSignIn(store, server, provider, popup, win)
    .then(() => {
      if (server.auth === 'oauth') deps.reconnect(server.id);
      // Marking the server as OAuth changes its connection settings, which reconnects it with the token.
      else store.getState().updateServer(server.id, { auth: 'oauth' });
    })
    .finally(() => {
      if (!popup.closed) popup.close();
    });
}

async function runSignIn(
  store: AppStore,
  server: ServerConfig,
  provider: StoreOAuthProvider,
  popup: Window,
  win: Window,
): Promise<void> {
  const callback = waitForPopupMessage<{ search: string }>(win, popup, OAUTH_CALLBACK_MESSAGE, {
    timeoutMs: SIGN_IN_TIMEOUT_MS,
    closedMessage: 'The sign-in window was closed before the sign-in finished.',
  });
  callback.catch(() => undefined); // handled below; avoids an unhandled rejection if auth() throws first
  // Discovery, registration and PKCE; ends by sending the popup to the authorize URL (or refreshes).
  const first = await auth(provider, { serverUrl: server.url });
  if (first === 'AUTHORIZED') return;
  const { search } = await callback;
  const params = new URLSearchParams(search);
  if (params.get('state') !== provider.lastState)
    throw new Error('The sign-in answer does not belong to this sign-in (state mismatch).');
  const error = params.get('error');
  // Only the error code: its description comes from whoever redirected here and is not shown.
  if (error) throw new Error(`The authorization server refused the sign-in (${error}).`);
  const code = params.get('code');
  if (!code) throw new Error('The sign-in answer has no authorization code.');
  const iss = params.get('iss');
  await auth(provider, { serverUrl: server.url, authorizationCode: code, ...(iss ? { iss } : {}) });
  if (!store.getState().oauth[server.id]?.tokens) throw new Error('The authorization server gave no token.');
}

export function signOut(store: AppStore, serverId: string): void {
  store.getState().clearOAuth(serverId, 'tokens');
}
