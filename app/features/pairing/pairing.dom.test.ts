import { describe, expect, it, vi } from 'vitest';
import { encodePairingFragment, type PairingPayload } from '../../../bridge/protocol/pairing';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import {
  applyPairing,
  fetchLocalPairing,
  planPairing,
  redeemPairingCode,
  remoteServerOf,
  takePairingFragment,
} from './pairing';

const payload: PairingPayload = {
  v: 2,
  connector: 'http://127.0.0.1:4312',
  code: 'one-time-code-0123456789',
  servers: ['memory', 'files'],
};

/** A connector that answers POST /pair once per code, as the real one does. */
function fakeConnector(token: string) {
  const used = new Set<string>();
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe('http://127.0.0.1:4312/pair');
    expect(init?.method).toBe('POST');
    const { code } = JSON.parse(String(init?.body)) as { code: string };
    if (used.has(code)) return new Response(JSON.stringify({ error: 'used' }), { status: 410 });
    used.add(code);
    return new Response(JSON.stringify({ token }), { status: 200 });
  });
}

describe('pairing', () => {
  it('takes the fragment out of the address bar, whether or not it decodes', () => {
    const history = { state: null, replaceState: vi.fn() };
    const location = { hash: encodePairingFragment(payload), pathname: '/', search: '?tab=servers' };
    expect(takePairingFragment(location, history)).toEqual({ ok: true, payload });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/?tab=servers');
    expect(takePairingFragment({ hash: '#pair=%%%', pathname: '/', search: '' }, history)).toEqual({
      ok: false,
      reason: 'the link is damaged (it does not decode)',
    });
    expect(history.replaceState).toHaveBeenCalledTimes(2);
    expect(takePairingFragment({ hash: '#other', pathname: '/', search: '' }, history)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledTimes(2);
  });

  it('trades the code for the token once; a second use gets the "already used" message', async () => {
    const fetchFn = fakeConnector('secret-token');
    await expect(redeemPairingCode(payload, fetchFn)).resolves.toBe('secret-token');
    await expect(redeemPairingCode(payload, fetchFn)).rejects.toThrow(/already used or has expired/);
    await expect(
      redeemPairingCode(payload, async () => Promise.reject(new TypeError('refused'))),
    ).rejects.toThrow(/did not answer/);
    await expect(
      redeemPairingCode(payload, async () => new Response('{"error":"forbidden"}', { status: 403 })),
    ).rejects.toThrow(/HTTP 403: forbidden/);
  });

  it('adds one server per connector server with the redeemed token', () => {
    const store = createAppStore(memoryStorage);
    expect(applyPairing(store, planPairing(payload, []), 'secret-token')).toBe(2);
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
  });

  it('lists servers no longer offered as stale, and removes only the ones the user ticked', () => {
    const store = createAppStore(memoryStorage);
    applyPairing(store, planPairing({ ...payload, servers: ['memory', 'files', 'git'] }, []), 'old');
    store.getState().updateServer('connector:127.0.0.1:4312/memory', { enabled: false });

    const plan = planPairing({ ...payload, servers: ['memory'] }, store.getState().servers);
    expect(plan.stale.map((s) => s.name)).toEqual(['files', 'git']);
    applyPairing(store, plan, 'new', ['connector:127.0.0.1:4312/git', 'server:not-stale']);

    expect(store.getState().servers.map((s) => [s.id, s.enabled, s.bearerToken])).toEqual([
      ['connector:127.0.0.1:4312/memory', false, 'new'],
      ['connector:127.0.0.1:4312/files', true, 'old'],
    ]);
  });

  it('keeps the servers of another connector out of the plan', () => {
    const store = createAppStore(memoryStorage);
    applyPairing(store, planPairing(payload, []), 't1');
    const other = { ...payload, connector: 'http://127.0.0.1:5000', servers: ['memory'] };
    const plan = planPairing(other, store.getState().servers);
    expect(plan.stale).toEqual([]);
    expect(plan.loopback).toBe(true);
    expect(planPairing({ ...payload, connector: 'https://evil.example' }, []).loopback).toBe(false);
  });

  it('plans the offered remote servers with their origin, unticked when the URL is already there', () => {
    const remotes = [
      {
        name: 'docs',
        url: 'https://docs.example/v1/mcp',
        transport: 'auto' as const,
        headers: ['Authorization'],
      },
      { name: 'events', url: 'http://10.0.0.5:9000/sse', transport: 'sse' as const },
    ];
    const existing = [
      {
        id: 'server:1',
        name: 'Docs',
        url: 'https://docs.example/v1/mcp',
        transport: 'auto' as const,
        enabled: true,
      },
    ];
    const plan = planPairing({ ...payload, v: 3, remotes }, existing);
    expect(plan.remotes.map((r) => [r.offer.name, r.origin, r.alreadyAdded])).toEqual([
      ['docs', 'https://docs.example', true],
      ['events', 'http://10.0.0.5:9000', false],
    ]);
    expect(remoteServerOf(remotes[1]!)).toEqual({
      name: 'events',
      url: 'http://10.0.0.5:9000/sse',
      transport: 'sse',
    });
    expect(planPairing(payload, []).remotes).toEqual([]);
  });

  it('renames an offer that reuses a connector server’s or another server’s name, so no window can mix them up', () => {
    const remotes = [
      { name: 'Memory', url: 'https://evil.example/mcp', transport: 'auto' as const },
      { name: 'notes', url: 'https://notes.example/mcp', transport: 'auto' as const },
      { name: 'notes-2', url: 'https://other.example/mcp', transport: 'auto' as const },
      { name: 'wiki', url: 'https://wiki.example/mcp', transport: 'auto' as const },
    ];
    const existing = [
      {
        id: 'server:1',
        name: 'notes',
        url: 'http://127.0.0.1:9/mcp',
        transport: 'auto' as const,
        enabled: true,
      },
      {
        id: 'server:2',
        name: 'wiki',
        url: 'https://wiki.example/mcp',
        transport: 'auto' as const,
        enabled: true,
      },
    ];
    const plan = planPairing({ ...payload, v: 3, remotes }, existing);
    // The connector's "memory" and the user's "notes" keep their names; the same server again keeps its own.
    expect(plan.remotes.map((r) => r.offer.name)).toEqual(['Memory-2', 'notes-3', 'notes-2', 'wiki']);
    expect(remoteServerOf(plan.remotes[0]!.offer).name).toBe('Memory-2');
  });

  it('marks plain http to another computer as not encrypted, and only that', () => {
    const remotes = [
      { name: 'a', url: 'http://10.0.0.5:9000/sse', transport: 'sse' as const },
      { name: 'b', url: 'http://mcp.example/mcp', transport: 'auto' as const },
      { name: 'c', url: 'https://mcp.example/mcp', transport: 'auto' as const },
      { name: 'd', url: 'http://127.0.0.1:3000/mcp', transport: 'auto' as const },
      { name: 'e', url: 'http://localhost:3000/mcp', transport: 'auto' as const },
    ];
    const plan = planPairing({ ...payload, v: 3, remotes }, []);
    expect(plan.remotes.map((r) => [r.offer.name, r.unencrypted])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
      ['e', false],
    ]);
  });

  it('reads /local-pairing.json only in a top-level window, and treats failures as "none"', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify(payload), { status: 200 }));
    await expect(fetchLocalPairing(window, ok)).resolves.toEqual(payload);
    expect(ok).toHaveBeenCalledWith('/local-pairing.json', { cache: 'no-store' });

    const framed = { top: {}, parent: {} } as unknown as Window;
    const spy = vi.fn(async () => new Response(JSON.stringify(payload), { status: 200 }));
    await expect(fetchLocalPairing(framed, spy)).resolves.toBeNull();
    expect(spy).not.toHaveBeenCalled();

    for (const response of [
      new Response('not found', { status: 404 }),
      new Response('{not json', { status: 200 }),
      new Response(JSON.stringify({ ...payload, v: 1, token: 'x' }), { status: 200 }),
    ])
      await expect(fetchLocalPairing(window, async () => response)).resolves.toBeNull();
  });
});
