// The session transport on the wire, with a real SDK server on it and real HTTP: JSON for quick answers, an
// event stream for progress and for slow answers, batches, the standalone stream, and what the spec refuses.
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { SessionTransport } from './sessionTransport.js';
import { answerMessages, INIT, MCP_HEADERS } from '../test/fixtures.js';

const SESSION = 'session-1';
const IN_SESSION = { ...MCP_HEADERS, 'mcp-session-id': SESSION, 'mcp-protocol-version': '2025-06-18' };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

let http: HttpServer;
let mcp: McpServer;
let url: string;
/** `hold` blocks until `release`; `started` says it is running. */
let gate: { started: ReturnType<typeof deferred>; release: ReturnType<typeof deferred> };

async function serve(streamAfterMs: number) {
  gate = { started: deferred(), release: deferred() };
  mcp = new McpServer({ name: 'transport-test', version: '1.0.0' });
  mcp.registerTool('echo', { inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  mcp.registerTool('steps', { inputSchema: z.object({}) }, async (_args, ctx) => {
    const progressToken = ctx.mcpReq._meta?.progressToken;
    if (progressToken !== undefined)
      for (const progress of [1, 2, 3])
        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress } });
    return { content: [{ type: 'text', text: 'done' }] };
  });
  mcp.registerTool('hold', { inputSchema: z.object({}) }, async () => {
    gate.started.resolve();
    await gate.release.promise;
    return { content: [{ type: 'text', text: 'released' }] };
  });
  const transport = new SessionTransport({
    newSessionId: () => SESSION,
    onSessionStarted: () => undefined,
    streamAfterMs,
  });
  await mcp.connect(transport);
  http = createServer((req, res) => {
    void (req.method === 'POST' ? readBody(req) : Promise.resolve(undefined)).then((body) =>
      transport.handleRequest(req, res, body),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
}

const post = (body: unknown, headers: Record<string, string> = IN_SESSION, signal?: AbortSignal) =>
  fetch(url, { method: 'POST', headers, body: JSON.stringify(body), ...(signal ? { signal } : {}) });
const call = (id: number, name: string, args: object = {}, meta?: object) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args, ...(meta ? { _meta: meta } : {}) },
});

async function initialize() {
  const response = await post(INIT, MCP_HEADERS);
  expect(response.status).toBe(200);
  expect(response.headers.get('mcp-session-id')).toBe(SESSION);
  await response.text();
  expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
}

afterEach(async () => {
  gate.release.resolve();
  await mcp.close();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

describe('session transport, quick answers', () => {
  beforeEach(() => serve(60_000));

  it('answers initialize and a quick call with one JSON body each', async () => {
    const init = await post(INIT, MCP_HEADERS);
    expect(init.headers.get('content-type')).toBe('application/json');
    expect(init.headers.get('mcp-session-id')).toBe(SESSION);
    const [initAnswer] = (await answerMessages(init)) as Array<{ result: { serverInfo: { name: string } } }>;
    expect(initAnswer?.result.serverInfo.name).toBe('transport-test');

    const echo = await post(call(2, 'echo', { text: 'hi' }));
    expect(echo.headers.get('content-type')).toBe('application/json');
    expect(echo.headers.get('mcp-session-id')).toBe(SESSION);
    expect(await echo.json()).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: { content: [{ type: 'text', text: 'hi' }] },
    });
  });

  it('streams progress as events, in order, then the result, on the same answer', async () => {
    await initialize();
    const response = await post(call(2, 'steps', {}, { progressToken: 'p' }));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const messages = (await answerMessages(response)) as Array<{
      method?: string;
      params?: { progress: number };
      id?: number;
    }>;
    expect(messages.map((m) => m.params?.progress ?? `answer ${m.id}`)).toEqual([1, 2, 3, 'answer 2']);
  });

  it('answers a batch with one JSON array holding every answer', async () => {
    await initialize();
    const response = await post([call(2, 'echo', { text: 'a' }), call(3, 'echo', { text: 'b' })]);
    const body = (await response.json()) as Array<{ id: number; result: { content: [{ text: string }] } }>;
    expect(body.map((a) => [a.id, a.result.content[0].text]).sort()).toEqual([
      [2, 'a'],
      [3, 'b'],
    ]);
  });

  it('keeps one standalone event stream per session and sends list changes on it', async () => {
    await initialize();
    const stream = await fetch(url, { headers: { ...IN_SESSION, Accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const second = await fetch(url, { headers: { ...IN_SESSION, Accept: 'text/event-stream' } });
    expect(second.status).toBe(409);
    mcp.sendToolListChanged();
    const reader = stream.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('"method":"notifications/tools/list_changed"');
    await reader.cancel();
  });

  it('refuses what the spec refuses, with the status and JSON-RPC code for each', async () => {
    const refusal = async (response: Response) => {
      const body = (await response.json()) as { error: { code: number } };
      return [response.status, body.error.code];
    };
    expect(await refusal(await post(call(2, 'echo', { text: 'x' })))).toEqual([400, -32000]);
    await initialize();
    expect(await refusal(await post(INIT))).toEqual([400, -32600]);
    const onlyJson = { ...IN_SESSION, Accept: 'application/json' };
    expect(await refusal(await post(call(2, 'echo', { text: 'x' }), onlyJson))).toEqual([406, -32000]);
    const plain = { ...IN_SESSION, 'Content-Type': 'text/plain' };
    expect(await refusal(await post(call(2, 'echo', { text: 'x' }), plain))).toEqual([415, -32000]);
    const future = { ...IN_SESSION, 'mcp-protocol-version': '1999-01-01' };
    expect(await refusal(await post(call(2, 'echo', { text: 'x' }), future))).toEqual([400, -32000]);
    const other = { ...IN_SESSION, 'mcp-session-id': 'another' };
    expect(await refusal(await post(call(2, 'echo', { text: 'x' }), other))).toEqual([404, -32001]);
    const { 'mcp-session-id': _dropped, ...noSession } = IN_SESSION;
    expect(await refusal(await post(call(2, 'echo', { text: 'x' }), noSession))).toEqual([400, -32000]);
    expect(await refusal(await post({ jsonrpc: '1.0', id: 2, method: 'x' }))).toEqual([400, -32700]);
    expect(await refusal(await post([]))).toEqual([400, -32600]);
    expect(
      await refusal(await post([call(2, 'echo', { text: 'x' }), call(2, 'echo', { text: 'y' })])),
    ).toEqual([400, -32600]);
    // None of these reached the server: the session still answers.
    expect(((await (await post(call(9, 'echo', { text: 'ok' }))).json()) as { id: number }).id).toBe(9);
  });
});

describe('session transport, slow answers', () => {
  beforeEach(() => serve(20));

  it('turns an answer slower than the threshold into an event stream, then sends the result on it', async () => {
    await initialize();
    const pending = post(call(2, 'hold'));
    await gate.started.promise;
    // The tool is still held, so these headers can only be the stream's, sent when the threshold passed.
    const response = await pending;
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    gate.release.resolve();
    const [answer] = (await answerMessages(response)) as Array<{ id: number; result: unknown }>;
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: { content: [{ type: 'text', text: 'released' }] },
    });
  });
});

describe('session transport, ending', () => {
  beforeEach(() => serve(60_000));

  it('ends a request still open when the session is deleted, with no answer, and refuses the session after', async () => {
    await initialize();
    const pending = post(call(2, 'hold'));
    await gate.started.promise;
    const deleted = await fetch(url, { method: 'DELETE', headers: IN_SESSION });
    expect(deleted.status).toBe(200);
    // An event stream that ends without the answer: to the client, a connection that broke mid-call.
    const ended = await pending;
    expect(ended.headers.get('content-type')).toBe('text/event-stream');
    expect(await answerMessages(ended)).toEqual([]);
    expect((await post(call(3, 'echo', { text: 'x' }))).status).toBe(404);
  });

  it('ends the answer of a request the client cancelled, unanswered, and frees its id', async () => {
    await initialize();
    const pending = post(call(2, 'hold'));
    await gate.started.promise;
    const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2 } };
    expect((await post(cancel)).status).toBe(202);
    const withdrawn = await pending;
    expect(withdrawn.status).toBe(202);
    expect(await withdrawn.text()).toBe('');
    const again = await post(call(2, 'echo', { text: 'same id' }));
    expect(((await again.json()) as { id: number }).id).toBe(2);
  });

  it('lets a client hang up mid-call: the late answer is dropped and its id is free again', async () => {
    await initialize();
    const abort = new AbortController();
    const pending = post(call(2, 'hold'), IN_SESSION, abort.signal).catch((error: unknown) => error);
    await gate.started.promise;
    abort.abort();
    expect(await pending).toBeInstanceOf(Error);
    gate.release.resolve();
    // One more round trip lets the held call finish and its answer meet the closed response.
    expect(((await (await post(call(3, 'echo', { text: 'x' }))).json()) as { id: number }).id).toBe(3);
    const again = await post(call(2, 'echo', { text: 'same id' }));
    expect(((await again.json()) as { id: number }).id).toBe(2);
  });
});
