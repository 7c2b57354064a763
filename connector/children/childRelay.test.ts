// The relay against a scripted child pipe (our own interface): ids and tokens of its own, answers and progress
// back to the request that asked, the SDK Client's traffic left alone, timeouts, cancellation and a lost child.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { ChildRelay, REQUEST_TIMEOUT } from './childRelay.js';

function pipe() {
  const sent: JSONRPCMessage[] = [];
  const transport: Transport = {
    start: async () => undefined,
    close: async () => undefined,
    send: async (message) => void sent.push(message),
  };
  return { relay: new ChildRelay(transport), sent };
}

const idOf = (message: JSONRPCMessage | undefined) => (message as { id: string }).id;

afterEach(() => vi.useRealTimers());

describe('ChildRelay', () => {
  it('sends each request under an id of its own and routes each answer back to its request', async () => {
    const { relay, sent } = pipe();
    const first = relay.request('tools/call', { name: 'a' }, { timeoutMs: 60_000 });
    const second = relay.request('tools/list', undefined, { timeoutMs: 60_000 });
    expect(sent.map((m) => (m as { method: string }).method)).toEqual(['tools/call', 'tools/list']);
    expect(sent[0]).toMatchObject({ jsonrpc: '2.0', params: { name: 'a' } });
    expect(sent[1]).not.toHaveProperty('params');
    const [a, b] = [idOf(sent[0]), idOf(sent[1])];
    expect(a).not.toBe(b);
    expect(relay.take({ jsonrpc: '2.0', id: b, result: { tools: [] } })).toBe(true);
    expect(relay.take({ jsonrpc: '2.0', id: a, error: { code: -32602, message: 'bad' } })).toBe(true);
    expect(await first.outcome).toEqual({ error: { code: -32602, message: 'bad' } });
    expect(await second.outcome).toEqual({ result: { tools: [] } });
  });

  it("leaves the SDK Client's own traffic to it", () => {
    const { relay } = pipe();
    relay.request('tools/call', {}, { timeoutMs: 60_000 });
    expect(relay.take({ jsonrpc: '2.0', id: 0, result: {} })).toBe(false);
    expect(relay.take({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' })).toBe(false);
    const clientProgress = { progressToken: 3, progress: 1 };
    expect(relay.take({ jsonrpc: '2.0', method: 'notifications/progress', params: clientProgress })).toBe(
      false,
    );
  });

  it('asks for progress under its own token and hands each update on without it', async () => {
    const { relay, sent } = pipe();
    const updates: unknown[] = [];
    const call = relay.request(
      'tools/call',
      { name: 'slow', _meta: { trace: 't' } },
      { timeoutMs: 60_000, onProgress: (p) => updates.push(p) },
    );
    const id = idOf(sent[0]);
    expect(sent[0]).toMatchObject({ params: { _meta: { trace: 't', progressToken: id } } });
    const progress = { progressToken: id, progress: 1, total: 2 };
    expect(relay.take({ jsonrpc: '2.0', method: 'notifications/progress', params: progress })).toBe(true);
    relay.take({ jsonrpc: '2.0', id, result: { content: [] } });
    expect(updates).toEqual([{ progress: 1, total: 2 }]);
    expect(await call.outcome).toEqual({ result: { content: [] } });
  });

  it('times a request out, tells the child, and takes progress as a sign of life', async () => {
    vi.useFakeTimers();
    const { relay, sent } = pipe();
    const call = relay.request('tools/call', {}, { timeoutMs: 1_000, onProgress: () => undefined });
    const id = idOf(sent[0]);
    vi.advanceTimersByTime(900);
    relay.take({
      jsonrpc: '2.0',
      method: 'notifications/progress',
      params: { progressToken: id, progress: 1 },
    });
    vi.advanceTimersByTime(900);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(await call.outcome).toEqual({ error: { code: REQUEST_TIMEOUT, message: 'Request timed out' } });
    expect(sent[1]).toEqual({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: id, reason: 'timed out' },
    });
  });

  it('withdraws a cancelled request at the child and drops its late answer', async () => {
    const { relay, sent } = pipe();
    const call = relay.request('tools/call', {}, { timeoutMs: 60_000 });
    const id = idOf(sent[0]);
    call.cancel('user stopped');
    expect(await call.outcome).toEqual({ cancelled: true });
    expect(sent[1]).toMatchObject({ method: 'notifications/cancelled', params: { requestId: id } });
    // Still the relay's (not the SDK Client's, which would not know the id): taken and dropped.
    expect(relay.take({ jsonrpc: '2.0', id, result: { content: [] } })).toBe(true);
    call.cancel('again');
    expect(sent).toHaveLength(2);
  });

  it('ends every open request with the error it is given when the child is gone', async () => {
    const { relay } = pipe();
    const calls = [
      relay.request('tools/call', {}, { timeoutMs: 60_000 }),
      relay.request('tools/list', {}, { timeoutMs: 60_000 }),
    ];
    relay.failAll({ code: -32000, message: 'server echo exited before it answered' });
    for (const call of calls)
      expect(await call.outcome).toEqual({
        error: { code: -32000, message: 'server echo exited before it answered' },
      });
  });
});
