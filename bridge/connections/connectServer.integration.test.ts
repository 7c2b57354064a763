// Transport selection against real servers: a v2 Streamable HTTP server and an SSE-only v1 server.
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionManager } from './connectionManager';
import { shouldFallBackToSse } from './connectServer';
import type { Diagnosis } from './classifyError';
import { startSseOnlyServer, type SseOnlyServer } from './test/sseOnlyServer';
import { startTestServer, type TestServer } from './test/mcpTestServer';
import { recorder, serverConfig } from './test/recorder';
import { CallFailure } from './types';

let sseServer: SseOnlyServer | undefined;
let httpServer: TestServer | undefined;
let manager: ConnectionManager | undefined;

afterEach(async () => {
  await manager?.close();
  await sseServer?.close();
  await httpServer?.kill();
  manager = sseServer = httpServer = undefined;
});

describe('transport selection', () => {
  it('falls back to SSE on a fresh client when an old server refuses the Streamable HTTP POST', async () => {
    sseServer = await startSseOnlyServer();
    const events = recorder();
    manager = new ConnectionManager(events.events);
    manager.setServers([serverConfig(sseServer.url, { transport: 'auto' })]);
    const status = await events.waitForStatus('srv', 'connected');
    expect(status).toEqual({ state: 'connected', toolCount: 2, transport: 'sse' });
    const result = await manager.callTool('srv', 'echo', { text: 'over sse' });
    expect(result.content).toEqual([{ type: 'text', text: 'over sse' }]);
    expect(sseServer.calls).toEqual(['echo:over sse']);
  });

  it('keeps Streamable HTTP on auto when the server speaks it', async () => {
    httpServer = await startTestServer();
    const events = recorder();
    manager = new ConnectionManager(events.events);
    manager.setServers([serverConfig(httpServer.url, { transport: 'auto' })]);
    expect(await events.waitForStatus('srv', 'connected')).toMatchObject({ transport: 'streamable-http' });
  });

  it('does not fall back when Streamable HTTP is chosen explicitly, and says why', async () => {
    sseServer = await startSseOnlyServer();
    const events = recorder();
    manager = new ConnectionManager(events.events);
    manager.setServers([serverConfig(sseServer.url)]);
    const status = await events.waitForStatus('srv', 'error');
    expect(status).toMatchObject({
      message: expect.stringMatching(/does not accept MCP over Streamable HTTP .*HTTP 404/),
      hint: expect.stringMatching(/SSE/),
    });
  });

  it('reports an SSE call whose event stream died as disconnected, without resending', async () => {
    sseServer = await startSseOnlyServer();
    const events = recorder();
    manager = new ConnectionManager(events.events);
    manager.setServers([serverConfig(sseServer.url, { transport: 'sse' })]);
    await events.waitForStatus('srv', 'connected');
    const failed = manager.callTool('srv', 'slow', { ms: 3000 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await sseServer.waitForCall('slow');
    await sseServer.close();
    const failure = await failed;
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({ kind: 'disconnected', retryable: true });
    expect(sseServer.calls).toEqual(['slow:3000']);
  });
});

describe('an SSE server that is down', () => {
  it('says the connection was refused, and a call fails as unreachable after retries', async () => {
    sseServer = await startSseOnlyServer();
    const url = sseServer.url;
    await sseServer.close();
    const events = recorder();
    manager = new ConnectionManager(events.events, { retry: { attempts: 2, baseDelayMs: 20 } });
    manager.setServers([serverConfig(url, { transport: 'sse' })]);
    expect(await events.waitForStatus('srv', 'error')).toMatchObject({
      message: expect.stringMatching(/connection refused/),
    });
    const failure = await manager.callTool('srv', 'echo', { text: 'x' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ kind: 'unreachable', retryable: true });
  });
});

describe('shouldFallBackToSse', () => {
  const diagnosis = (category: Diagnosis['category']): Diagnosis => ({ category, message: '' });
  it.each([
    ['old-server', true],
    ['auth', false],
    ['refused', false],
    ['no-response', false],
    ['http', false],
    ['version', false],
  ] as const)('%s -> %s', (category, expected) => {
    expect(shouldFallBackToSse(diagnosis(category))).toBe(expected);
  });
});
