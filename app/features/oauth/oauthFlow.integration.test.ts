import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ConnectionManager } from '../../../bridge/connections/connectionManager';
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import { startOAuthTestServer, type OAuthTestServer } from '../../../bridge/connections/test/oauthTestServer';
import { recorder, type Recorder } from '../../../bridge/connections/test/recorder';
import { createAppStore, type AppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { signIn, type RedirectFollower } from './oauthFlow';
import { StoreOAuthProvider, OAUTH_CALLBACK_MESSAGE } from './oauthProvider';
import { FakeWindow, type FakePopup } from '../../core/test/fakeWindow';
import { clientMetadataDocument } from '../../../bridge/connections/oauthClientMetadata';

const APP_ORIGIN = 'http://app.test';
let server: OAuthTestServer;
beforeAll(async () => {
  server = await startOAuthTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** Plays the browser: follows the authorize URL (the test server approves at once) to our callback. */
function approveInPopup(win: FakeWindow, tamper?: (params: URLSearchParams) => void) {
  win.onNavigate = (popup: FakePopup, href: string) => {
    void fetch(href, { redirect: 'manual' }).then((response) => {
      const callback = new URL(response.headers.get('location')!);
      expect(callback.origin + callback.pathname).toBe(`${APP_ORIGIN}/oauth-callback.html`);
      tamper?.(callback.searchParams);
      win.deliver({ type: OAUTH_CALLBACK_MESSAGE, search: callback.search }, APP_ORIGIN, popup);
    });
  };
}

/** A follower without a window: one fetch to the test server, which approves at once and redirects back. */
function fetchFollower(): { follower: RedirectFollower & { close: Mock }; asked: URL[] } {
  const asked: URL[] = [];
  const follower = {
    origin: APP_ORIGIN,
    async follow(url: URL) {
      asked.push(url);
      const response = await fetch(url, { redirect: 'manual' });
      return new URL(response.headers.get('location') ?? '').search;
    },
    close: vi.fn(),
  };
  return { follower, asked };
}

function setup(): {
  store: AppStore;
  config: ServerConfig;
  statuses: ServerStatus[];
  events: Recorder;
  manager: ConnectionManager;
} {
  const store = createAppStore(memoryStorage);
  const config: ServerConfig = {
    id: 's1',
    name: 'Secure',
    url: server.url,
    transport: 'streamable-http',
    enabled: true,
  };
  store.getState().addServer(config);
  const statuses: ServerStatus[] = [];
  const events = recorder();
  const manager = new ConnectionManager(
    {
      onStatus: (id, status) => {
        statuses.push(status);
        events.events.onStatus(id, status);
      },
      onTools: () => undefined,
    },
    { authProviderFor: (c) => new StoreOAuthProvider(store, c.id, undefined, APP_ORIGIN) },
  );
  store.subscribe((s) => manager.setServers(s.servers));
  manager.setServers(store.getState().servers);
  return { store, config, statuses, events, manager };
}

describe('OAuth sign-in', () => {
  it('a 401 asks for sign-in; the popup flow stores tokens and the server connects with its tools', async () => {
    const { store, config, statuses, events, manager } = setup();
    await events.waitForStatus('s1', 'auth-needed');

    const win = new FakeWindow({ origin: APP_ORIGIN });
    approveInPopup(win);
    await signIn(store, config, { win: win.asWindow(), reconnect: (id) => void manager.reconnect(id) });

    expect(store.getState().servers[0]?.auth).toBe('oauth');
    expect(store.getState().oauth.s1?.tokens?.access_token).toBeTruthy();
    expect(win.popups[0]?.closed).toBe(true);
    expect(await events.waitForStatus('s1', 'connected')).toMatchObject({ toolCount: 2 });
    expect(server.log.registrations).toBeGreaterThan(0);

    // The server forgets the access token: the SDK refreshes it with the stored refresh token.
    server.revokeAccessTokens();
    await manager.reconnect('s1');
    expect(statuses.at(-1)).toMatchObject({ state: 'connected' });
    expect(server.log.tokenGrants).toContain('refresh_token');
    await manager.close();
  });

  it('rejects an answer whose state does not match, and stores no token', async () => {
    const { store, config, manager } = setup();
    const win = new FakeWindow({ origin: APP_ORIGIN });
    approveInPopup(win, (params) => params.set('state', 'forged'));
    await expect(signIn(store, config, { win: win.asWindow(), reconnect: () => undefined })).rejects.toThrow(
      /state mismatch/,
    );
    expect(store.getState().oauth.s1?.tokens).toBeUndefined();
    await manager.close();
  });

  it('ignores messages from other windows or origins, and fails when the popup is closed', async () => {
    const { store, config, manager } = setup();
    const win = new FakeWindow({ origin: APP_ORIGIN });
    win.onNavigate = (popup) => {
      win.deliver({ type: OAUTH_CALLBACK_MESSAGE, search: '?code=x' }, 'https://chat.example', popup);
      win.deliver({ type: OAUTH_CALLBACK_MESSAGE, search: '?code=x' }, APP_ORIGIN, {});
      popup.close();
    };
    await expect(signIn(store, config, { win: win.asWindow(), reconnect: () => undefined })).rejects.toThrow(
      /closed before/,
    );
    expect(store.getState().oauth.s1?.tokens).toBeUndefined();
    await manager.close();
  });

  it('with an injected follower opens no window: the follower walks to our redirect URI and back', async () => {
    const { store, config, events, manager } = setup();
    await events.waitForStatus('s1', 'auth-needed');
    const win = new FakeWindow({ origin: APP_ORIGIN });
    const { follower, asked } = fetchFollower();
    await signIn(store, config, {
      win: win.asWindow(),
      follower,
      reconnect: (id) => void manager.reconnect(id),
    });

    expect(win.openCalls).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/oauth-callback.html`);
    expect(asked[0]?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(store.getState().oauth.s1?.tokens?.access_token).toEqual(expect.any(String));
    expect(follower.close).toHaveBeenCalledTimes(1);
    expect(await events.waitForStatus('s1', 'connected')).toMatchObject({ toolCount: 2 });
    await manager.close();
  });

  it('asks for the scope the server named to the background connection, once', async () => {
    const { store, config, manager } = setup();
    // The background provider opens no window; it keeps the scope of the authorization it would have asked.
    new StoreOAuthProvider(store, 's1', undefined, APP_ORIGIN).redirectToAuthorization(
      new URL(`${server.url}/authorize?scope=files%3Aread+files%3Awrite`),
    );
    expect(store.getState().oauth.s1?.scope).toBe('files:read files:write');
    const { follower, asked } = fetchFollower();
    await signIn(store, config, { follower, reconnect: () => undefined });
    expect(asked[0]?.searchParams.get('scope')).toBe('files:read files:write');
    expect(store.getState().oauth.s1?.scope).toBeUndefined();
    await manager.close();
  });

  it("fails with the follower's reason when it never gets back, and closes it", async () => {
    const { store, config, manager } = setup();
    const follower: RedirectFollower = {
      origin: APP_ORIGIN,
      follow: () =>
        Promise.reject(new Error('The authorization page answered 200 instead of sending the user back.')),
      close: vi.fn(),
    };
    await expect(signIn(store, config, { follower, reconnect: () => undefined })).rejects.toThrow(
      /answered 200/,
    );
    expect(follower.close).toHaveBeenCalledTimes(1);
    expect(store.getState().oauth.s1?.tokens).toBeUndefined();
    await manager.close();
  });

  it('says so when the browser blocks the sign-in window', async () => {
    const { store, config, manager } = setup();
    const win = new FakeWindow({ origin: APP_ORIGIN });
    win.blockPopups = true;
    await expect(signIn(store, config, { win: win.asWindow(), reconnect: () => undefined })).rejects.toThrow(
      /blocked/,
    );
    await manager.close();
  });
});

describe('client ID metadata document', () => {
  it('on an https origin, a server that supports documents gets our URL as client id and no registration', async () => {
    const origin = 'https://bridge.example';
    const document = clientMetadataDocument(origin)!;
    expect(document.client_id).toBe('https://bridge.example/oauth-client-metadata.json');
    expect(document.redirect_uris).toEqual(['https://bridge.example/oauth-callback.html']);
    expect(clientMetadataDocument('http://127.0.0.1:4310')).toBeUndefined();

    const cimd = await startOAuthTestServer({ clientMetadataDocuments: { [document.client_id]: document } });
    try {
      const store = createAppStore(memoryStorage);
      const config: ServerConfig = {
        id: 'c',
        name: 'Docs',
        url: cimd.url,
        transport: 'streamable-http',
        enabled: true,
      };
      store.getState().addServer(config);
      const win = new FakeWindow({ origin });
      win.onNavigate = (popup, href) => {
        expect(new URL(href).searchParams.get('client_id')).toBe(document.client_id);
        void fetch(href, { redirect: 'manual' }).then((response) => {
          const callback = new URL(response.headers.get('location')!);
          win.deliver({ type: OAUTH_CALLBACK_MESSAGE, search: callback.search }, origin, popup);
        });
      };
      await signIn(store, config, { win: win.asWindow(), reconnect: () => undefined });
      expect(cimd.log.registrations).toBe(0);
      expect(store.getState().oauth.c?.tokens?.access_token).toBeTruthy();
    } finally {
      await cimd.stop();
    }
  });
});
