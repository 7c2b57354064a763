import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { ServerConfig } from '../../bridge/connections/types';
import { createAppStore } from '../store/store';
import { HANDOFF_MESSAGE, pickHandoffState, requestHandoff } from './handoff';
import { FakeWindow } from './test/fakeWindow';

const APP = 'https://app.example';
const memoryStorage = (): StateStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
const remote: ServerConfig = {
  id: 'r1',
  name: 'docs',
  url: 'https://docs.example/mcp',
  transport: 'auto',
  enabled: true,
  bearerToken: 't0ken',
};

describe('first-party handoff', () => {
  it('applies what its own popup sends and ignores every other sender', async () => {
    const store = createAppStore(memoryStorage);
    const win = new FakeWindow({ origin: APP });
    win.onNavigate = () => undefined;
    const pending = requestHandoff(store, win.asWindow());
    const popup = win.popups[0]!;
    const forged = { type: HANDOFF_MESSAGE, state: { servers: [{ ...remote, id: 'evil' }] } };
    win.deliver(forged, 'https://chat.example', popup); // right window, wrong origin
    win.deliver(forged, APP, {}); // right origin, another window
    win.deliver(
      { type: HANDOFF_MESSAGE, state: pickHandoffState({ servers: [remote], calls: [], theme: 'dark' }) },
      APP,
      popup,
    );
    await expect(pending).resolves.toBe(1);
    expect(store.getState().servers).toEqual([remote]);
    expect(store.getState().theme).toBe('system');
    expect(popup.closed).toBe(true);
  });

  it('keeps this window’s own policies and merges OAuth sign-ins', async () => {
    const store = createAppStore(memoryStorage);
    store.getState().setPolicy('r1', 'read', 'off');
    const win = new FakeWindow({ origin: APP });
    const pending = requestHandoff(store, win.asWindow());
    win.deliver(
      {
        type: HANDOFF_MESSAGE,
        state: {
          servers: [remote],
          policies: { ['r1\u0000read']: 'auto', ['r1\u0000write']: 'ask' },
          oauth: { r1: { tokens: { access_token: 'a', token_type: 'Bearer' } } },
        },
      },
      APP,
      win.popups[0],
    );
    await pending;
    expect(store.getState().policies).toEqual({ ['r1\u0000read']: 'off', ['r1\u0000write']: 'ask' });
    expect(store.getState().oauth.r1?.tokens?.access_token).toBe('a');
  });

  it('fails clearly when the popup is blocked or closed without sending', async () => {
    const store = createAppStore(memoryStorage);
    const blocked = new FakeWindow({ origin: APP });
    blocked.blockPopups = true;
    await expect(requestHandoff(store, blocked.asWindow())).rejects.toThrow(/blocked/);
    const win = new FakeWindow({ origin: APP });
    const pending = requestHandoff(store, win.asWindow());
    win.popups[0]!.close();
    await expect(pending).rejects.toThrow(/closed before/);
    expect(store.getState().servers).toEqual([]);
  });
});
