// Unit test of our fetch wrapper, with a scripted base fetch (our own interface, not the SDK).
import { describe, expect, it } from 'vitest';
import { CALL_MARKER_HEADER, WireObserver } from './wireObserver';

function streamOf(chunks: string[], failAtEnd?: Error): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(encoder.encode(next));
      else if (failAtEnd) controller.error(failAtEnd);
      else controller.close();
    },
  });
}

/** A POST of one of our calls, tied to it by the marker header, as the SDK sends it through the observer. */
function postCall(observer: WireObserver, callId: string, headers: Record<string, string> = {}) {
  return observer.fetch('http://127.0.0.1:1/mcp', {
    method: 'POST',
    headers: { [CALL_MARKER_HEADER]: callId, ...headers },
  });
}

describe('WireObserver', () => {
  it('marks errors thrown by fetch itself as pre-response', async () => {
    const refused = new TypeError('fetch failed');
    const observer = new WireObserver(() => Promise.reject(refused));
    await expect(observer.fetch('http://127.0.0.1:1/mcp', { method: 'POST' })).rejects.toBe(refused);
    expect(observer.isPreResponse(refused)).toBe(true);
    expect(observer.isPreResponse(new TypeError('fetch failed'))).toBe(false);
  });

  it('strips the call marker, passes bytes through and reports a broken answer stream', async () => {
    let sentHeaders: Headers | undefined;
    const broken = new TypeError('terminated');
    const observer = new WireObserver((_url, init) => {
      sentHeaders = new Headers(init?.headers);
      return Promise.resolve(
        new Response(streamOf(['event: message\n', 'data: {}\n\n'], broken), {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        }),
      );
    });
    const wire = observer.track('call-1');
    const seen: unknown[] = [];
    wire.onBroken = (error) => seen.push(error);
    const response = await postCall(observer, 'call-1', { accept: 'text/event-stream' });
    expect(sentHeaders?.has(CALL_MARKER_HEADER)).toBe(false);
    expect(sentHeaders?.get('accept')).toBe('text/event-stream');
    expect(wire.responded).toBe(true);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          text += value;
        }
      })(),
    ).rejects.toBe(broken);
    expect(text).toBe('event: message\ndata: {}\n\n');
    expect(seen).toEqual([broken]);
    expect(wire.resumable).toBe(false);
  });

  it('notices resumable streams (SSE event ids), which the SDK resumes itself', async () => {
    const observer = new WireObserver(() =>
      Promise.resolve(new Response(streamOf(['id: 7\ndata: {}\n\n']), { status: 200 })),
    );
    const wire = observer.track('call-2');
    const response = await postCall(observer, 'call-2');
    await response.text();
    expect(wire.resumable).toBe(true);
  });

  it('reads a JSON answer whole and hands it on, with its status and headers', async () => {
    const observer = new WireObserver(() =>
      Promise.resolve(
        new Response(streamOf(['{"jsonrpc":"2.0",', '"id":1,"result":{}}']), {
          status: 200,
          headers: { 'content-type': 'application/json', 'mcp-session-id': 's' },
        }),
      ),
    );
    const wire = observer.track('call-3');
    const response = await postCall(observer, 'call-3');
    expect(wire.responded).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBe('s');
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('reports a JSON answer whose body broke, and says the response had come (not pre-response)', async () => {
    const broken = new TypeError('terminated');
    const observer = new WireObserver(() =>
      Promise.resolve(
        new Response(streamOf(['{"jsonrpc":"2.0",'], broken), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const wire = observer.track('call-4');
    const seen: unknown[] = [];
    wire.onBroken = (error) => seen.push(error);
    const response = await postCall(observer, 'call-4');
    await expect(response.json()).rejects.toBe(broken);
    expect(seen).toEqual([broken]);
    expect(wire.responded).toBe(true);
    expect(observer.isPreResponse(broken)).toBe(false);
  });

  it('leaves a whole JSON body that does not parse to the SDK: not a broken stream', async () => {
    const observer = new WireObserver(() =>
      Promise.resolve(
        new Response('{"jsonrpc":', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const wire = observer.track('call-5');
    const seen: unknown[] = [];
    wire.onBroken = (error) => seen.push(error);
    const response = await postCall(observer, 'call-5');
    await expect(response.json()).rejects.toBeInstanceOf(SyntaxError);
    expect(seen).toEqual([]);
  });
});
