// The user's trip to the authorization server without a browser: where the sidebar opens a popup at the
// authorization URL, this follows the server's redirects with fetch until one points at our redirect URI,
// and hands the product's sign-in (app/features/oauth/oauthFlow.ts) the query the popup would have posted back.
import { OAUTH_CALLBACK_PATH } from '../../app/features/oauth/oauthProvider';
import type { RedirectFollower } from '../../app/features/oauth/oauthFlow';

const MAX_HOPS = 10;

export function fetchRedirectFollower(origin: string): RedirectFollower {
  return {
    origin,
    async follow(url) {
      const back = await followToRedirectUri(url, new URL(OAUTH_CALLBACK_PATH, origin));
      return back.search;
    },
    close: () => undefined,
  };
}

/**
 * Walks the authorization server's redirects (no cookies, no forms: the suite's servers approve at once)
 * until one points at the redirect URI, which is never fetched; a page that wants input ends the walk.
 */
async function followToRedirectUri(start: URL, redirectUri: URL): Promise<URL> {
  let next = start;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (next.origin === redirectUri.origin && next.pathname === redirectUri.pathname) return next;
    const response = await fetch(next, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      throw new Error(`The authorization page answered ${response.status} instead of sending the user back.`);
    next = new URL(location, next);
  }
  throw new Error(`The authorization server redirected more than ${MAX_HOPS} times.`);
}
