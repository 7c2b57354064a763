// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { encodePairingFragment, type PairingPayload } from '../../bridge/protocol/pairing';
import { createAppStore } from '../store/store';
import { importLocalPairing, importPairingFromLocation } from './pairing';

const memoryStorage = (): StateStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const payload: PairingPayload = {
  v: 1,
  connector: 'http://127.0.0.1:4312',
  token: 'secret-token',
  servers: ['memory', 'files'],
};

describe('pairing import', () => {
  it('adds one server per connector server and drops the fragment from the URL', () => {
    const store = createAppStore(memoryStorage);
    const history = { state: null, replaceState: vi.fn() };
    const location = { hash: encodePairingFragment(payload), pathname: '/', search: '?tab=servers' };

    expect(importPairingFromLocation(store, location, history)).toBe(true);

    expect(store.getState().servers).toEqual([
      {
        id: 'connector:127.0.0.1:4312/memory',
        name: 'memory',
        url: 'http://127.0.0.1:4312/servers/memory/mcp',
        transport: 'streamable-http',
        enabled: true,
        bearerToken: 'secret-token',
      },
      {
        id: 'connector:127.0.0.1:4312/files',
        name: 'files',
        url: 'http://127.0.0.1:4312/servers/files/mcp',
        transport: 'streamable-http',
        enabled: true,
        bearerToken: 'secret-token',
      },
    ]);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/?tab=servers');
    expect(store.getState().notice).toEqual({ kind: 'info', text: 'Paired 2 servers from the connector.' });
  });

  it('re-pairing refreshes the token, keeps the on/off choice and drops servers no longer listed', () => {
    const store = createAppStore(memoryStorage);
    const history = { state: null, replaceState: vi.fn() };
    importPairingFromLocation(
      store,
      { hash: encodePairingFragment(payload), pathname: '/', search: '' },
      history,
    );
    store.getState().updateServer('connector:127.0.0.1:4312/memory', { enabled: false });

    const next = { ...payload, token: 'new-token', servers: ['memory'] };
    importPairingFromLocation(
      store,
      { hash: encodePairingFragment(next), pathname: '/', search: '' },
      history,
    );

    const servers = store.getState().servers;
    expect(servers.map((s) => [s.id, s.enabled, s.bearerToken])).toEqual([
      ['connector:127.0.0.1:4312/memory', false, 'new-token'],
    ]);
  });

  it('keeps the servers of another connector when a second one is paired', () => {
    const store = createAppStore(memoryStorage);
    const history = { state: null, replaceState: vi.fn() };
    const pair = (p: typeof payload) =>
      importPairingFromLocation(
        store,
        { hash: encodePairingFragment(p), pathname: '/', search: '' },
        history,
      );
    pair(payload);
    pair({ ...payload, connector: 'http://127.0.0.1:5000', token: 'other-token', servers: ['memory'] });
    expect(store.getState().servers.map((s) => [s.id, s.bearerToken])).toEqual([
      ['connector:127.0.0.1:4312/memory', payload.token],
      ['connector:127.0.0.1:4312/files', payload.token],
      ['connector:127.0.0.1:5000/memory', 'other-token'],
    ]);
  });

  it('ignores a missing or malformed fragment and leaves the URL alone', () => {
    const store = createAppStore(memoryStorage);
    const history = { state: null, replaceState: vi.fn() };
    expect(importPairingFromLocation(store, { hash: '#pair=%%%', pathname: '/', search: '' }, history)).toBe(
      false,
    );
    expect(importPairingFromLocation(store, { hash: '', pathname: '/', search: '' }, history)).toBe(false);
    expect(store.getState().servers).toEqual([]);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('imports /local-pairing.json when nothing is paired, and skips it once paired', async () => {
    const store = createAppStore(memoryStorage);
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(payload), { status: 200 }));
    expect(await importLocalPairing(store, fetchFn)).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith('/local-pairing.json', { cache: 'no-store' });
    expect(store.getState().servers).toHaveLength(2);

    expect(await importLocalPairing(store, fetchFn)).toBe(false);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('treats a 404, bad JSON or a wrong shape as "no local connector"', async () => {
    const store = createAppStore(memoryStorage);
    const responses = [
      new Response('not found', { status: 404 }),
      new Response('{not json', { status: 200 }),
      new Response(JSON.stringify({ v: 2, token: 'x' }), { status: 200 }),
    ];
    for (const response of responses) {
      expect(await importLocalPairing(store, async () => response)).toBe(false);
    }
    await expect(
      importLocalPairing(store, async () => Promise.reject(new TypeError('offline'))),
    ).resolves.toBe(false);
    expect(store.getState().servers).toEqual([]);
  });
});
