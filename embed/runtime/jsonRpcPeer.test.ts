// The page's JSON-RPC peer on its own: two peers wired back to back, and one peer fed raw (also malformed) input.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { INTERNAL_ERROR, JsonRpcError, METHOD_NOT_FOUND, createJsonRpcPeer } from './jsonRpcPeer';
import type { JsonRpcMessage, JsonRpcPeer } from './jsonRpcPeer';
import type { MethodMap } from '../../bridge/protocol/methods';

/** Delivers on a later task, like postMessage, so nothing settles synchronously by accident (no timer involved). */
const later = () => new Promise((resolve) => setImmediate(resolve));

function pair(): { a: JsonRpcPeer; b: JsonRpcPeer; wire: JsonRpcMessage[] } {
  const wire: JsonRpcMessage[] = [];
  const link = (to: () => JsonRpcPeer) => async (message: JsonRpcMessage) => {
    wire.push(message);
    await later();
    to().receive(JSON.parse(JSON.stringify(message)));
  };
  const a: JsonRpcPeer = createJsonRpcPeer(link(() => b));
  const b: JsonRpcPeer = createJsonRpcPeer(link(() => a));
  return { a, b, wire };
}

/** One peer whose output is recorded; the test plays the other side by hand. */
function recorded(): { peer: JsonRpcPeer; sent: JsonRpcMessage[] } {
  const sent: JsonRpcMessage[] = [];
  const peer = createJsonRpcPeer(async (message) => void sent.push(message));
  return { peer, sent };
}

const settled = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await later();
  expect(check()).toBe(true);
};

describe('createJsonRpcPeer', () => {
  it('sends requests with distinct ids and resolves each with its own result, in any order', async () => {
    const { peer, sent } = recorded();
    const first = peer.request('tools/list', {});
    const second = peer.request('resources/read', { uri: 'x' });
    expect(sent).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'x' } },
    ]);
    peer.receive({ jsonrpc: '2.0', id: 2, result: { contents: [] } });
    peer.receive({ jsonrpc: '2.0', id: 1, result: { tools: ['t'] } });
    await expect(first).resolves.toEqual({ tools: ['t'] });
    await expect(second).resolves.toEqual({ contents: [] });
  });

  it('rejects on an error response with an Error carrying code, message and data', async () => {
    const { peer } = recorded();
    const pending = peer.request('tools/call', { name: 'x' });
    peer.receive({ jsonrpc: '2.0', id: 1, error: { code: -32010, message: 'not granted', data: { o: 1 } } });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: -32010, message: 'not granted', data: { o: 1 } });
  });

  it('rejects a request whose send fails, and forgets it', async () => {
    const peer = createJsonRpcPeer(async () => {
      throw new Error('Transport is closed');
    });
    await expect(peer.request('ping')).rejects.toThrow('Transport is closed');
  });

  it('rejects all pending requests on close, and later ones too, with the reason', async () => {
    const { peer, sent } = recorded();
    const one = peer.request('a');
    const two = peer.request('b');
    peer.close('The sidebar connection closed.');
    await expect(one).rejects.toThrow('The sidebar connection closed.');
    await expect(two).rejects.toThrow('The sidebar connection closed.');
    await expect(peer.request('c')).rejects.toThrow('The sidebar connection closed.');
    peer.notify('n');
    peer.receive({ jsonrpc: '2.0', id: 1, result: {} }); // too late: ignored
    expect(sent).toHaveLength(2);
  });

  it('sends notifications without an id and without waiting for anything', () => {
    const { peer, sent } = recorded();
    peer.notify('notifications/initialized', {});
    peer.notify('notifications/cancelled');
    expect(sent).toEqual([
      { jsonrpc: '2.0', method: 'notifications/initialized', params: {} },
      { jsonrpc: '2.0', method: 'notifications/cancelled' },
    ]);
  });

  it('answers the other side: results, {} for nothing, and async handlers', async () => {
    const { a, b } = pair();
    b.on('add', (params) => {
      const { x, y } = params as { x: number; y: number };
      return { sum: x + y };
    });
    b.on('ping', () => undefined);
    b.on('slow', async () => {
      await later();
      return { done: true };
    });
    await expect(a.request('add', { x: 2, y: 3 })).resolves.toEqual({ sum: 5 });
    await expect(a.request('ping')).resolves.toEqual({});
    await expect(a.request('slow')).resolves.toEqual({ done: true });
  });

  it('answers an unknown method with -32601', async () => {
    const { a } = pair();
    await expect(a.request('nope')).rejects.toMatchObject({ code: METHOD_NOT_FOUND });
  });

  it('turns a throwing handler into -32603 with its message, or into its own numeric code and data', async () => {
    const { a, b } = pair();
    b.on('boom', () => {
      throw new Error('the input vanished');
    });
    b.on('rejects', () => Promise.reject(new Error('async too')));
    b.on('coded', () => {
      throw Object.assign(new Error('invalid params'), { code: -32602, data: ['path'] });
    });
    b.on('odd', () => {
      throw 'a bare string'; // not an Error: some code throws plain values
    });
    await expect(a.request('boom')).rejects.toMatchObject({
      code: INTERNAL_ERROR,
      message: 'the input vanished',
    });
    await expect(a.request('rejects')).rejects.toMatchObject({ code: INTERNAL_ERROR, message: 'async too' });
    await expect(a.request('coded')).rejects.toMatchObject({
      code: -32602,
      message: 'invalid params',
      data: ['path'],
    });
    await expect(a.request('odd')).rejects.toMatchObject({ code: INTERNAL_ERROR, message: 'a bare string' });
  });

  it('dispatches notifications to handlers and answers none of them, not even failures', async () => {
    const { peer, sent } = recorded();
    const seen: unknown[] = [];
    peer.on('notifications/progress', (params: unknown) => seen.push(params));
    peer.on('notifications/bad', () => {
      throw new Error('ignored');
    });
    peer.receive({ jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } });
    peer.receive({ jsonrpc: '2.0', method: 'notifications/bad' });
    peer.receive({ jsonrpc: '2.0', method: 'notifications/unknown' });
    await settled(() => seen.length === 1);
    expect(seen).toEqual([{ progress: 1 }]);
    await later();
    expect(sent).toEqual([]);
  });

  it('ignores malformed input and responses to nothing it asked', async () => {
    const { peer, sent } = recorded();
    const calls: unknown[] = [];
    peer.on('m', (params: unknown) => calls.push(params));
    const pending = peer.request('real');
    for (const junk of [
      null,
      'text',
      42,
      [{ jsonrpc: '2.0', id: 1, result: {} }],
      { id: 1, result: 'no version' },
      { jsonrpc: '1.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 1 },
      { jsonrpc: '2.0', id: { x: 1 }, result: {} },
      { jsonrpc: '2.0', id: 99, result: {} },
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '2.0', id: null, method: 'm' },
      { jsonrpc: '2.0', method: 7 },
    ])
      peer.receive(junk);
    await later();
    expect(calls).toEqual([]);
    expect(sent).toEqual([{ jsonrpc: '2.0', id: 1, method: 'real' }]);
    peer.receive({ jsonrpc: '2.0', id: 1, result: { ok: true } });
    await expect(pending).resolves.toEqual({ ok: true });
  });

  it('still rejects, with a generic error, when an error response is malformed', async () => {
    const { peer } = recorded();
    const pending = peer.request('a');
    peer.receive({ jsonrpc: '2.0', id: 1, error: 'broken' });
    await expect(pending).rejects.toMatchObject({ code: INTERNAL_ERROR, message: 'Unknown error' });
  });

  it('works both ways at once: a request whose handler calls back into the requester', async () => {
    const { a, b, wire } = pair();
    a.on('page/health', () => ({ found: ['input'] }));
    b.on('tools/call', async () => ({ health: await b.request('page/health') }));
    await expect(a.request('tools/call', { name: 'x' })).resolves.toEqual({
      health: { found: ['input'] },
    });
    expect(wire.map((message) => ('method' in message ? message.method : 'response'))).toEqual([
      'tools/call',
      'page/health',
      'response',
      'response',
    ]);
  });

  it('is typed by method maps: names, params and results are checked at compile time', async () => {
    type Calc = {
      add: { params: { x: number; y: number }; result: { sum: number } };
      log: { params: { line: string } };
    };
    const lines: string[] = [];
    const a = createJsonRpcPeer<Calc, MethodMap>(async (message) => {
      await later();
      b.receive(JSON.parse(JSON.stringify(message)));
    });
    const b = createJsonRpcPeer<MethodMap, Calc>(async (message) => {
      await later();
      a.receive(JSON.parse(JSON.stringify(message)));
    });
    b.on('add', ({ x, y }) => ({ sum: x + y }));
    b.on('log', ({ line }) => void lines.push(line));
    const sum: { sum: number } = await a.request('add', { x: 2, y: 3 });
    a.notify('log', { line: 'hi' });
    expect(sum).toEqual({ sum: 5 });
    await settled(() => lines.length === 1);
    expect(lines).toEqual(['hi']);
    // Compiled, never run: each line must fail typecheck.
    const wrongUses = (peer: typeof a, handler: JsonRpcPeer<MethodMap, Calc>) => {
      // @ts-expect-error a method the map does not have
      void peer.request('sub', { x: 1, y: 1 });
      // @ts-expect-error params of the wrong shape
      void peer.request('add', { x: '2', y: 3 });
      // @ts-expect-error a request's params cannot be left out
      void peer.request('add');
      // @ts-expect-error a notification is not a request
      void peer.request('log', { line: 'x' });
      // @ts-expect-error a handler must return the method's result
      handler.on('add', () => ({ total: 0 }));
    };
    expectTypeOf(wrongUses).toBeFunction();
  });
});
