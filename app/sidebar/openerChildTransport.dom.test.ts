import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { OpenerChildTransport } from './openerChildTransport';

const CHANNEL = 'test-channel';
const PAGE = 'https://chat.example';

/** A real Window from jsdom stands in for the page that opened the popup. */
function makeOpener() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow!;
  const post = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  return { win, post };
}

function deliver(source: Window, origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { source, origin, data }));
}

const envelope = (payload: unknown, direction = 'client-to-server') => ({
  channel: CHANNEL,
  type: 'mcp',
  direction,
  payload,
});

const ping: JSONRPCMessage = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('OpenerChildTransport', () => {
  let transport: OpenerChildTransport | undefined;
  afterEach(async () => {
    await transport?.close();
    document.body.innerHTML = '';
  });

  it('announces readiness to the opener on start', async () => {
    const { win, post } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: win });
    await transport.start();
    expect(post).toHaveBeenCalledWith(envelope('mcp-server-ready', 'server-to-client'), '*');
  });

  it('accepts messages from the opener, records its origin and answers check-ready', async () => {
    const { win, post } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: win });
    const origins: string[] = [];
    const messages: unknown[] = [];
    transport.onclientorigin = (o) => origins.push(o);
    transport.onmessage = (m) => messages.push(m);
    await transport.start();
    post.mockClear();

    deliver(win, PAGE, envelope('mcp-check-ready'));
    expect(post).toHaveBeenCalledWith(envelope('mcp-server-ready', 'server-to-client'), PAGE);
    deliver(win, PAGE, envelope(ping));
    expect(messages).toEqual([ping]);
    expect(origins).toEqual([PAGE]);
    expect(transport.clientOrigin).toBe(PAGE);
  });

  it('ignores other windows, other channels, wrong directions and disallowed origins', async () => {
    const { win } = makeOpener();
    const { win: stranger } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: [PAGE], channelId: CHANNEL, opener: win });
    const messages: unknown[] = [];
    transport.onmessage = (m) => messages.push(m);
    await transport.start();

    deliver(stranger, PAGE, envelope(ping));
    deliver(win, PAGE, { ...envelope(ping), channel: 'other' });
    deliver(win, PAGE, envelope(ping, 'server-to-client'));
    deliver(win, 'https://evil.example', envelope(ping));
    expect(messages).toEqual([]);
    expect(transport.clientOrigin).toBeUndefined();
  });

  it('reports malformed payloads as errors instead of delivering them', async () => {
    const { win } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: win });
    const errors: Error[] = [];
    const messages: unknown[] = [];
    transport.onerror = (e) => errors.push(e);
    transport.onmessage = (m) => messages.push(m);
    await transport.start();
    deliver(win, PAGE, envelope({ not: 'json-rpc' }));
    expect(messages).toEqual([]);
    expect(errors[0]?.message).toMatch(/Invalid message/);
  });

  it('sends only to the connected client origin, and nothing before a client spoke', async () => {
    const { win, post } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: win });
    await transport.start();
    post.mockClear();
    await transport.send(ping);
    expect(post).not.toHaveBeenCalled();

    deliver(win, PAGE, envelope('mcp-check-ready'));
    post.mockClear();
    await transport.send(ping);
    expect(post).toHaveBeenCalledWith(envelope(ping, 'server-to-client'), PAGE);
  });

  it('says stopped on close and refuses to send afterwards', async () => {
    const { win, post } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: win });
    const onclose = vi.fn();
    transport.onclose = onclose;
    await transport.start();
    deliver(win, PAGE, envelope('mcp-check-ready'));
    await transport.close();
    expect(post).toHaveBeenLastCalledWith(envelope('mcp-server-stopped', 'server-to-client'), PAGE);
    expect(onclose).toHaveBeenCalledOnce();
    await expect(transport.send(ping)).rejects.toThrow(/closed/);
  });

  it('pins the opener origin at connect and closes when the opener shows another origin', async () => {
    const { win, post } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: win });
    const origins: string[] = [];
    const messages: unknown[] = [];
    const onclose = vi.fn();
    transport.onclientorigin = (o) => origins.push(o);
    transport.onmessage = (m) => messages.push(m);
    transport.onclose = onclose;
    await transport.start();
    deliver(win, PAGE, envelope(ping));
    post.mockClear();

    // The same opener window, navigated to another site, speaks on the channel.
    deliver(win, 'https://evil.example', envelope({ ...ping, id: 2 }));
    expect(messages).toEqual([ping]);
    expect(origins).toEqual([PAGE]);
    expect(transport.clientOrigin).toBe(PAGE);
    expect(onclose).toHaveBeenCalledOnce();
    // Nothing is ever addressed to the new origin: the stop notice goes to the pinned one only.
    expect(post.mock.calls.map(([, target]) => target)).toEqual([PAGE]);
    await expect(transport.send(ping)).rejects.toThrow(/closed/);
    deliver(win, PAGE, envelope({ ...ping, id: 3 }));
    expect(messages).toEqual([ping]);
  });

  it('keeps the pinned connection when off-list origins or other channels speak', async () => {
    const { win } = makeOpener();
    transport = new OpenerChildTransport({ allowedOrigins: [PAGE], channelId: CHANNEL, opener: win });
    const onclose = vi.fn();
    transport.onclose = onclose;
    await transport.start();
    deliver(win, PAGE, envelope('mcp-check-ready'));
    // Not on the allowed list: dropped before pinning is even considered, so the connection stays.
    deliver(win, 'https://evil.example', envelope(ping));
    // Not our channel: not a protocol message, so it can't close the connection either.
    deliver(win, 'https://other.example', { ...envelope(ping), channel: 'other' });
    expect(onclose).not.toHaveBeenCalled();
    expect(transport.clientOrigin).toBe(PAGE);
  });

  it('refuses to start without an opener', async () => {
    const lonely = new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL, opener: null });
    await expect(lonely.start()).rejects.toThrow(/no opener/);
  });
});
