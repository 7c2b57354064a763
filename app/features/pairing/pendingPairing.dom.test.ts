// A pairing link in the address bar: taken out at once; a valid one waits for the user, a refused one says why.
import { afterEach, describe, expect, it } from 'vitest';
import { encodePairingFragment, type PairingPayload } from '../../../bridge/protocol/pairing';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { clearPendingPairing, usePendingPairing, watchPairingLinks } from './pendingPairing';

const payload: PairingPayload = {
  v: 3,
  connector: 'http://127.0.0.1:4312',
  code: 'one-time-code-0123456789',
  servers: ['memory'],
  remotes: [{ name: 'docs', url: 'https://docs.example/mcp', transport: 'auto' }],
};

afterEach(() => {
  clearPendingPairing();
  window.history.replaceState(null, '', '/');
});

describe('pairing links in the dashboard', () => {
  it('holds a valid link (with its remote servers) for the user, and takes it out of the address bar', () => {
    const store = createAppStore(memoryStorage);
    window.history.replaceState(null, '', `/${encodePairingFragment(payload)}`);
    const stop = watchPairingLinks(store);
    expect(usePendingPairing.getState().pending).toEqual(payload);
    expect(window.location.hash).toBe('');
    expect(store.getState().notice).toBeNull();
    stop();
  });

  it('refuses a hostile link with the reason and adds nothing', () => {
    const store = createAppStore(memoryStorage);
    const hostile = {
      ...payload,
      remotes: [{ name: 'x', url: 'javascript:alert(document.domain)', transport: 'auto' }],
    };
    window.history.replaceState(null, '', `/${encodePairingFragment(hostile as PairingPayload)}`);
    const stop = watchPairingLinks(store);
    expect(usePendingPairing.getState().pending).toBeNull();
    expect(window.location.hash).toBe('');
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'This pairing link was refused: the remote server "x" does not have a plain http(s) URL. Nothing was added. Use the link the connector printed (press Enter in its window for a new one).',
    });
    expect(store.getState().servers).toEqual([]);
    stop();
  });
});
