// Sign-in for an OAuth server: the user goes to the authorization server, which sends them back to our
// redirect URI with a code; we check its state and exchange it. In the browser the trip happens in a popup
// on our origin (login pages refuse to be framed), and oauth-callback.html posts the query back to us.
import type { ServerConfig } from '../../../bridge/connections/types';
import type { AppStore } from '../../shell/store';
import { OAUTH_CALLBACK_MESSAGE, OAUTH_CALLBACK_PATH, StoreOAuthProvider } from './oauthProvider';
import { waitForPopupMessage } from '../../core/popupMessage';

const SIGN_IN_TIMEOUT_MS = 10 * 60_000;

/** Takes the user to the authorization server and back to our redirect URI. */
export interface RedirectFollower {
  /** Our origin: the redirect URI and the client metadata document are on it. */
  readonly origin: string;
  /** Resolves with the query string the authorization server put on our redirect URI. */
  follow(authorizationUrl: URL): Promise<string>;
  /** Ends the trip (closes the window) once the sign-in is over, whatever its outcome. */
  close(): void;
}

export interface SignInDeps {
  win?: Window;
  /** Called once tokens are stored, to open the session again with them. */
  reconnect(serverId: string): void;
  /** How the user reaches the authorization server; by default a popup window opened by this call. */
  follower?: RedirectFollower;
}

/** Must be called from the click handler itself: the default popup opens before anything is awaited. */
export function signIn(store: AppStore, server: ServerConfig, deps: SignInDeps): Promise<void> {
  let follower: RedirectFollower;
  try {
    follower = deps.follower ?? popupFollower(deps.win ?? window);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return runSignIn(store, server, follower)
    .then(() => {
      if (server.auth === 'oauth') deps.reconnect(server.id);
      // Marking the server as OAuth changes its connection settings, which reconnects it with the token.
      else store.getState().updateServer(server.id, { auth: 'oauth' });
    })
    .finally(() => follower.close());
}

/** The browser's follower: a popup on our origin, to which oauth-callback.html reports the query. */
function popupFollower(win: Window): RedirectFollower {
  const popup = win.open(OAUTH_CALLBACK_PATH, 'mcp-bridge-oauth', 'popup,width=520,height=720');
  if (!popup)
    throw new Error('The browser blocked the sign-in window; allow pop-ups for this site and try again.');
  // Listening starts now, so a window closed during discovery ends the sign-in instead of waiting.
  const callback = waitForPopupMessage<{ search: string }>(win, popup, OAUTH_CALLBACK_MESSAGE, {
    timeoutMs: SIGN_IN_TIMEOUT_MS,
    closedMessage: 'The sign-in window was closed before the sign-in finished.',
  });
  callback.catch(() => undefined); // handled by follow(); avoids an unhandled rejection if auth() throws first
  return {
    origin: win.location.origin,
    follow(url) {
      popup.location.href = url.href;
      return callback.then(({ search }) => search);
    },
    close() {
      if (!popup.closed) popup.close();
    },
  };
}

async function runSignIn(store: AppStore, server: ServerConfig, follower: RedirectFollower): Promise<void> {
  let answer: Promise<string> | undefined;
  const provider = new StoreOAuthProvider(
    store,
    server.id,
    (url) => {
      answer = follower.follow(url);
      answer.catch(() => undefined); // awaited below, once auth() has returned
    },
    follower.origin,
  );
  // The SDK client loads on first use, not with the sidebar's first download; the popup is open by now.
  const { auth } = await import('@modelcontextprotocol/client');
  // Discovery, registration and PKCE; ends by sending the user to the authorize URL. Always a new
  // authorization: a refresh would keep the old scope, and the background connection tried one already.
  const scope = store.getState().oauth[server.id]?.scope;
  const first = await auth(provider, {
    serverUrl: server.url,
    forceReauthorization: true,
    ...(scope ? { scope } : {}),
  });
  if (first === 'AUTHORIZED') return;
  if (!answer) throw new Error('The sign-in never reached the authorization server.');
  const params = new URLSearchParams(await answer);
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
  store.getState().clearOAuth(server.id, 'scope');
}

export function signOut(store: AppStore, serverId: string): void {
  store.getState().clearOAuth(serverId, 'tokens');
}
