// The sidebar's side of Allow: the grant it asks for names its own servers, and a grant that carries the
// dashboard's servers (ticked in the window) applies them as a Copy would, with only this site's grant.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { FakeWindow } from '../../core/test/fakeWindow';
import { CONSENT_DECISION, CONSENT_READY, type GrantRequest, type RequestMessage } from './messages';
import { askToGrant } from './sidebarConsent';

const APP = 'https://app.example';
const SITE = 'https://chat.example';
let store: AppStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = testStore();
});
afterEach(() => vi.useRealTimers());

function ask() {
  const win = new FakeWindow({ origin: APP });
  const outcome = askToGrant(store, SITE, win.asWindow());
  const popup = win.popups[0]!;
  win.deliver({ type: CONSENT_READY }, APP, popup);
  const message = popup.received[0]!.data as RequestMessage;
  const answer = (decision: object) =>
    win.deliver({ type: CONSENT_DECISION, id: message.id, decision }, APP, popup);
  return { outcome, request: message.request as GrantRequest, answer };
}

const server = (id: string, name: string) => ({
  id,
  name,
  url: `http://127.0.0.1:4312/servers/${name}/mcp`,
  transport: 'auto' as const,
  enabled: true,
});

describe('askToGrant', () => {
  it('with the dashboard servers: grants the site and adds them, as one answer', async () => {
    const { outcome, request, answer } = ask();
    expect(request).toEqual({ kind: 'grant', origin: SITE, servers: [], offerLocalConnector: true });
    answer({
      kind: 'grant',
      allowed: true,
      handoff: { servers: [server('s1', 'filesystem'), server('s2', 'memory')], policies: {} },
    });
    await expect(outcome).resolves.toEqual({ granted: true, pairedServers: 0, copiedServers: 2 });
    expect(store.getState().servers.map((s) => s.name)).toEqual(['filesystem', 'memory']);
    expect(Object.keys(store.getState().grants)).toEqual([SITE]);
  });

  it('a plain Allow grants and adds nothing; a denial changes nothing', async () => {
    const first = ask();
    first.answer({ kind: 'grant', allowed: true });
    await expect(first.outcome).resolves.toEqual({ granted: true, pairedServers: 0, copiedServers: 0 });
    expect(store.getState().servers).toEqual([]);

    store.getState().revokeOrigin(SITE);
    const second = ask();
    second.answer({ kind: 'grant', allowed: false, handoff: { servers: [server('s1', 'filesystem')] } });
    await expect(second.outcome).resolves.toEqual({ granted: false });
    expect(store.getState().servers).toEqual([]);
    expect(store.getState().grants).toEqual({});
  });
});
