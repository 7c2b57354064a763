// Integration: ConnectionManager against a real sessionful SDK server on 127.0.0.1.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionManager } from './connectionManager';
import type * as RetryPolicy from './retryPolicy';
import { startTestServer, type TestServer } from './test/mcpTestServer';
import { recorder, serverConfig } from './test/recorder';
import { CallFailure } from './types';

// The backoff waits are recorded (and a test may act during one), so tests check which delays the manager
// asked for instead of timing them; the wait itself is skipped (an abort still ends it).
const backoff = vi.hoisted(() => ({
  delays: [] as number[],
  during: undefined as (() => Promise<void>) | undefined,
}));
vi.mock('./retryPolicy', async (importOriginal) => {
  const actual = await importOriginal<typeof RetryPolicy>();
  return {
    ...actual,
    sleep: async (ms: number, signal?: AbortSignal) => {
      backoff.delays.push(ms);
      const during = backoff.during;
      backoff.during = undefined;
      await during?.();
      return actual.sleep(0, signal);
    },
  };
});

let server: TestServer | undefined;
let manager: ConnectionManager | undefined;

afterEach(async () => {
  backoff.delays = [];
  backoff.during = undefined;
  await manager?.close();
  await server?.kill();
  manager = undefined;
  server = undefined;
});

async function setup(options: ConstructorParameters<typeof ConnectionManager>[1] = {}) {
  server = await startTestServer();
  const events = recorder();
  manager = new ConnectionManager(events.events, { retry: { attempts: 3, baseDelayMs: 50 }, ...options });
  manager.setServers([serverConfig(server.url)]);
  await events.waitForStatus('srv', 'connected');
  return { server, manager, events };
}

async function failureOf(promise: Promise<unknown>): Promise<CallFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CallFailure);
  return error as CallFailure;
}

const calls = (log: TestServer['log'], name: string) => log.calls.filter((call) => call.name === name).length;

describe('ConnectionManager with a real server', () => {
  it('connects, lists tools and calls one', async () => {
    const { manager, events } = await setup();
    expect(manager.status('srv')).toEqual({ state: 'connected', toolCount: 4, transport: 'streamable-http' });
    expect(manager.tools('srv').map((tool) => tool.name)).toEqual(['echo', 'slow', 'progress', 'fail']);
    expect(manager.tools('srv').every((tool) => tool.serverId === 'srv')).toBe(true);
    expect(events.toolLists.at(-1)?.names).toContain('echo');
    const result = await manager.callTool('srv', 'echo', { text: 'hello' });
    expect(result.content).toEqual([{ type: 'text', text: 'hello' }]);
  });

  it('sends the bearer token and custom headers on every request', async () => {
    server = await startTestServer();
    const events = recorder();
    manager = new ConnectionManager(events.events);
    manager.setServers([serverConfig(server.url, { bearerToken: 'sekrit', headers: { 'X-Team': 'blue' } })]);
    await events.waitForStatus('srv', 'connected');
    await manager.callTool('srv', 'echo', { text: 'a' });
    expect(server.log.authHeaders.length).toBeGreaterThan(2);
    expect(server.log.authHeaders.every((header) => header === 'Bearer sekrit')).toBe(true);
    expect(server.log.teamHeaders.every((header) => header === 'blue')).toBe(true);
  });

  it('returns a tool error result as is, without retrying', async () => {
    const { manager, server } = await setup();
    const result = await manager.callTool('srv', 'fail', {});
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: 'it broke' }]);
    expect(calls(server.log, 'fail')).toBe(1);
    expect(backoff.delays).toEqual([]);
  });

  it('reports a server killed mid-call as disconnected and retryable, and does not resend it', async () => {
    // Killed once the tool runs and its answer stream is open: the answer, not the request, is lost.
    let streamOpened!: () => void;
    const streamOpen = new Promise<void>((resolve) => (streamOpened = resolve));
    const watchingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (typeof init?.body === 'string' && init.body.includes('"tools/call"')) streamOpened();
      return response;
    };
    const { manager, server, events } = await setup({ fetch: watchingFetch });
    const failed = failureOf(manager.callTool('srv', 'slow', { ms: 3000 }));
    await Promise.all([server.waitForCall('slow'), streamOpen]);
    await server.kill();
    const failure = await failed;
    expect(failure.kind).toBe('disconnected');
    expect(failure.retryable).toBe(true);
    expect(failure.message).toMatch(/may have finished/);
    // The background reconnect finds the server gone and says so; the call is not sent again.
    await events.waitForStatus('srv', 'error');
    await server.restart();
    // The next call reconnects; a resend of the lost call would reach the server before it.
    await manager.callTool('srv', 'echo', { text: 'after' });
    expect(server.log.calls.map((call) => call.name)).toEqual(['slow', 'echo']);
  });

  it('recovers without user action when the server restarted with a fresh session map', async () => {
    const statuses: number[] = [];
    const watchingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      statuses.push(response.status);
      return response;
    };
    const { manager, server } = await setup({ fetch: watchingFetch });
    await manager.callTool('srv', 'echo', { text: 'before' });
    await server.restart();
    const result = await manager.callTool('srv', 'echo', { text: 'after' });
    expect(statuses).toContain(404); // the old session was refused, then re-initialized
    expect(result.content).toEqual([{ type: 'text', text: 'after' }]);
    expect(server.log.calls.filter((call) => call.name === 'echo').map((call) => call.args)).toEqual([
      { text: 'before' },
      { text: 'after' },
    ]);
    expect(manager.status('srv')).toMatchObject({ state: 'connected' });
  });

  it('retries a refused connection with backoff, then fails as unreachable', async () => {
    let posts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      if (init?.method === 'POST') posts++;
      return fetch(input, init);
    };
    const { manager, server } = await setup({
      fetch: countingFetch,
      retry: { attempts: 3, baseDelayMs: 100 },
    });
    await server.kill();
    posts = 0;
    const failure = await failureOf(manager.callTool('srv', 'echo', { text: 'x' }));
    expect(failure.kind).toBe('unreachable');
    expect(failure.retryable).toBe(true);
    expect(failure.message).toMatch(/connection refused/);
    expect(posts).toBe(3); // one call POST, then two reconnect attempts (initialize)
    expect(backoff.delays).toEqual([100, 200]); // a backoff wait before each reconnect attempt
    expect(calls(server.log, 'echo')).toBe(0);
  });

  it('succeeds, executing once, when the server comes back during the backoff', async () => {
    const { manager, server } = await setup({ retry: { attempts: 6, baseDelayMs: 100 } });
    await server.kill();
    backoff.during = () => server.restart(); // the server is back while the manager waits to retry
    const result = await manager.callTool('srv', 'echo', { text: 'late' });
    expect(result.content).toEqual([{ type: 'text', text: 'late' }]);
    expect(calls(server.log, 'echo')).toBe(1);
    expect(backoff.delays).toEqual([100]);
  });

  it('in a browser, retries a bare "Failed to fetch" only when a fresh initialize also fails', async () => {
    // Browsers reject fetch with a bare TypeError and no cause; this fetch behaves like one.
    const browserLikeFetch: typeof fetch = async (input, init) => {
      try {
        return await fetch(input, init);
      } catch {
        throw new TypeError('Failed to fetch');
      }
    };
    const { manager, server } = await setup({
      fetch: browserLikeFetch,
      retry: { attempts: 3, baseDelayMs: 50 },
    });
    await server.kill();
    const failure = await failureOf(manager.callTool('srv', 'echo', { text: 'x' }));
    expect(failure.kind).toBe('unreachable');
    expect(failure.message).toMatch(/Could not reach/);
    expect(calls(server.log, 'echo')).toBe(0);
  });

  it('in a browser, does not repeat a call whose fetch failed while the server stays reachable', async () => {
    let dropNextCall = false;
    const flakyFetch: typeof fetch = async (input, init) => {
      if (dropNextCall && typeof init?.body === 'string' && init.body.includes('"tools/call"')) {
        dropNextCall = false;
        await fetch(input, init).catch(() => undefined); // the server gets it, the answer is lost
        throw new TypeError('Failed to fetch');
      }
      return fetch(input, init);
    };
    const { manager, server } = await setup({ fetch: flakyFetch });
    dropNextCall = true;
    const failure = await failureOf(manager.callTool('srv', 'echo', { text: 'once' }));
    expect(failure.kind).toBe('disconnected');
    expect(failure.retryable).toBe(true);
    expect(calls(server.log, 'echo')).toBe(1);
  });

  it('times out a slow tool once, as retryable, and says it may still run', async () => {
    const { manager, server } = await setup({ callTimeoutMs: 300 });
    // The tool takes far longer than the timeout, so a slow machine still sees the timeout first.
    const failure = await failureOf(manager.callTool('srv', 'slow', { ms: 5000 }));
    expect(failure.kind).toBe('timeout');
    expect(failure.retryable).toBe(true);
    expect(failure.message).toBe(
      'No answer from Test server after 0.3 s; the tool may still be running on the server.',
    );
    await server.waitForCall('slow');
    expect(calls(server.log, 'slow')).toBe(1);
    expect(backoff.delays).toEqual([]); // not sent again
  });

  it('keeps a call alive while the tool reports progress', async () => {
    // The whole run (5 x 200 ms) outlasts the timeout; each gap leaves half a second of slack for a slow machine.
    const { manager } = await setup({ callTimeoutMs: 700 });
    const updates: number[] = [];
    const result = await manager.callTool(
      'srv',
      'progress',
      { steps: 5, every: 200 },
      { onProgress: (p) => updates.push(p.progress) },
    );
    expect(result.content).toEqual([{ type: 'text', text: 'done 5' }]);
    expect(updates).toEqual([1, 2, 3, 4, 5]);
  });

  it('cancels a call when the caller aborts', async () => {
    const { manager, server } = await setup();
    const controller = new AbortController();
    const pending = manager.callTool('srv', 'slow', { ms: 2000 }, { signal: controller.signal });
    await server.waitForCall('slow');
    controller.abort();
    const failure = await failureOf(pending);
    expect(failure.kind).toBe('cancelled');
    expect(calls(server.log, 'slow')).toBe(1);
  });

  it('re-emits tools when the server sends tools/list_changed', async () => {
    const { server, events } = await setup();
    server.addTool('late_tool');
    const names = await events.waitForTools('srv', (list) => list.includes('late_tool'));
    expect(names).toEqual(['echo', 'slow', 'progress', 'fail', 'late_tool']);
    await events.waitForStatus('srv', 'connected');
    expect(manager?.status('srv')).toMatchObject({ toolCount: 5 });
  });

  it('reports auth-needed when the server answers 401', async () => {
    const events = recorder();
    const http = await startRejectingServer(401);
    manager = new ConnectionManager(events.events);
    manager.setServers([serverConfig(http.url)]);
    const status = await events.waitForStatus('srv', 'auth-needed');
    expect(status).toMatchObject({ message: expect.stringMatching(/HTTP 401.*bearer token/) });
    await http.close();
  });

  it('follows setServers: disable, re-enable with a new token, remove', async () => {
    const { manager, server, events } = await setup();
    manager.setServers([serverConfig(server.url, { enabled: false })]);
    expect(manager.status('srv')).toEqual({ state: 'disabled' });
    expect(manager.tools('srv')).toEqual([]);
    const refused = await failureOf(manager.callTool('srv', 'echo', { text: 'x' }));
    expect(refused).toMatchObject({ kind: 'not-connected', retryable: false });

    manager.setServers([serverConfig(server.url, { bearerToken: 'new-token' })]);
    await events.waitForStatus('srv', 'connected');
    await manager.callTool('srv', 'echo', { text: 'y' });
    expect(server.log.authHeaders.at(-1)).toBe('Bearer new-token');

    manager.setServers([]);
    expect(events.toolLists.at(-1)).toEqual({ id: 'srv', names: [] });
    expect(manager.status('srv')).toMatchObject({ state: 'error' });
  });
});

async function startRejectingServer(status: number): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const http = createServer((_req, res) => res.writeHead(status, { 'content-type': 'text/plain' }).end('no'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

describe('suspend and resume', () => {
  /** The event streams (GET) the sessions hold open right now, as the browser counts its connections. */
  function countingStreams() {
    let open = 0;
    const fetchCounting: typeof fetch = (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') {
        open++;
        init?.signal?.addEventListener('abort', () => open--, { once: true });
      }
      return fetch(input, init);
    };
    return { fetch: fetchCounting, open: () => open };
  }

  it('gives every event stream back while suspended, keeps the status, and connects again on resume', async () => {
    const streams = countingStreams();
    const { manager, events } = await setup({ fetch: streams.fetch });
    await vi.waitFor(() => expect(streams.open()).toBe(1));
    manager.suspend();
    await vi.waitFor(() => expect(streams.open()).toBe(0));
    expect(manager.status('srv')).toMatchObject({ state: 'connected' });
    manager.resume();
    await events.waitForStatus('srv', 'connected');
    await vi.waitFor(() => expect(streams.open()).toBe(1));
  });

  it('connects again for a call made while suspended, and follows config changes made meanwhile', async () => {
    const { manager } = await setup();
    manager.suspend();
    manager.setServers([{ ...serverConfig(server!.url), name: 'Renamed' }]);
    const result = await manager.callTool('srv', 'echo', { text: 'still here' });
    expect(result.content).toEqual([{ type: 'text', text: 'still here' }]);
    manager.suspend();
    manager.setServers([]);
    expect(manager.status('srv')).toMatchObject({
      state: 'error',
      message: 'No server with id "srv" is configured.',
    });
  });
});
