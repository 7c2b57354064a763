// The connector's front door over real HTTP: Host, Origin, CORS, preflight, token, sessions.
import { request as httpRequest } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePairingFragment } from '../../bridge/protocol/pairing.js';
import { MAX_SESSIONS_PER_SERVER } from './sessions.js';
import { startConnector } from '../cli/startConnector.js';
import type { RunningConnector } from '../cli/startConnector.js';
import { ARGV_SERVER, INIT, MCP_HEADERS, TEST_ORIGIN, TEST_TOKEN } from '../test/fixtures.js';

/** fetch() cannot set Host, so the rebinding test speaks HTTP directly. */
function rawGet(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/health', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('connector HTTP security', () => {
  let c: RunningConnector;
  const auth = { Authorization: `Bearer ${TEST_TOKEN}` };

  beforeAll(async () => {
    c = await startConnector({
      servers: { echo: { command: 'node', args: [ARGV_SERVER] } },
      port: 0,
      allowedOrigins: [TEST_ORIGIN, 'https://app.example'],
      token: TEST_TOKEN,
    });
    await c.ready();
  }, 20_000);
  afterAll(() => c.stop());

  it('refuses a foreign Origin with 403 and no CORS header, even with the token', async () => {
    const res = await fetch(`${c.baseUrl}/health`, { headers: { ...auth, Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a preflight from a foreign Origin', async () => {
    const res = await fetch(c.serverUrl('echo'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight from an allowed origin, including private network access', async () => {
    const res = await fetch(c.serverUrl('echo'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, mcp-session-id',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toContain('mcp-session-id');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(res.headers.get('access-control-expose-headers')).toContain('mcp-session-id');
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('refuses a rebinding Host with 403', async () => {
    expect(await rawGet(c.port, { ...auth, Host: `evil.example:${c.port}` })).toBe(403);
    expect(await rawGet(c.port, { ...auth, Host: `127.0.0.1:${c.port + 1}` })).toBe(403);
    expect(await rawGet(c.port, { ...auth, Host: `localhost:${c.port}` })).toBe(200);
  });

  it('requires the bearer token (401 with WWW-Authenticate), CORS headers kept so the app can read it', async () => {
    const none = await fetch(`${c.baseUrl}/health`, { headers: { Origin: TEST_ORIGIN } });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(none.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const wrong = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...MCP_HEADERS, Authorization: `Bearer ${TEST_TOKEN}x` },
      body: JSON.stringify(INIT),
    });
    expect(wrong.status).toBe(401);
  });

  it('opens a session, rejects unknown ids with 404, and ends a session with DELETE', async () => {
    const init = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...MCP_HEADERS, ...auth, Origin: TEST_ORIGIN },
      body: JSON.stringify(INIT),
    });
    expect(init.status).toBe(200);
    expect(init.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const sessionId = init.headers.get('mcp-session-id');
    expect(sessionId).toBeTruthy();
    await init.text();
    const session = {
      ...MCP_HEADERS,
      ...auth,
      'mcp-session-id': sessionId!,
      'mcp-protocol-version': '2025-06-18',
    };
    const list = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('"argv"');

    const unknown = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...session, 'mcp-session-id': 'not-a-session' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }),
    });
    expect(unknown.status).toBe(404);

    const del = await fetch(c.serverUrl('echo'), { method: 'DELETE', headers: session });
    expect(del.status).toBe(200);
    const after = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/list' }),
    });
    expect(after.status).toBe(404);
  });

  it('answers 404 for unknown servers and paths, 400 for a non-initialize request without a session', async () => {
    expect((await fetch(`${c.baseUrl}/servers/nope/mcp`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${c.baseUrl}/other`, { headers: auth })).status).toBe(404);
    const noSession = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...MCP_HEADERS, ...auth },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(noSession.status).toBe(400);
    const badJson = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...MCP_HEADERS, ...auth },
      body: '{oops',
    });
    expect(badJson.status).toBe(400);
  });

  it('answers 413 to a body over 4 MB, and keeps serving', async () => {
    const tooLarge = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...MCP_HEADERS, ...auth },
      body: JSON.stringify({ ...INIT, params: { ...INIT.params, padding: 'x'.repeat(4 * 1024 * 1024) } }),
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toMatch(/too large/);
    expect((await fetch(`${c.baseUrl}/health`, { headers: auth })).status).toBe(200);
  });

  it('ends the connection of a client that keeps sending past the limit, once it has the 413', async () => {
    const url = new URL(c.serverUrl('echo'));
    const outcome = await new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const started = Date.now();
      let status = 0;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { ...MCP_HEADERS, ...auth, 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          status = res.statusCode ?? 0;
          res.resume();
        },
      );
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      // A body with no end: written for as long as the connection lasts (at most 5 s here).
      const pump = () => {
        while (Date.now() - started < 5_000 && req.write(chunk));
        if (Date.now() - started >= 5_000) reject(new Error(`still open after 5 s (status ${status})`));
      };
      const ended = () => resolve({ status, ms: Date.now() - started });
      req.on('error', ended).on('close', ended).on('drain', pump);
      req.write('{"x":"');
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.ms).toBeLessThan(2_000);
  });

  it('serves a client that negotiates the protocol era automatically (falls back to the 2025 handshake)', async () => {
    const client = new Client({ name: 'auto', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    const transport = new StreamableHTTPClientTransport(new URL(c.serverUrl('echo')), {
      requestInit: { headers: auth },
    });
    await client.connect(transport);
    try {
      expect(client.getProtocolEra()).toBe('legacy');
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('argv');
    } finally {
      await client.close();
    }
  });

  it('caps sessions per server by closing the oldest', async () => {
    const open = async () => {
      const res = await fetch(c.serverUrl('echo'), {
        method: 'POST',
        headers: { ...MCP_HEADERS, ...auth },
        body: JSON.stringify(INIT),
      });
      await res.text();
      return res.headers.get('mcp-session-id')!;
    };
    const first = await open();
    for (let i = 0; i < MAX_SESSIONS_PER_SERVER; i++) await open();
    const res = await fetch(c.serverUrl('echo'), {
      method: 'POST',
      headers: { ...MCP_HEADERS, ...auth, 'mcp-session-id': first, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(res.status).toBe(404);
    const health = (await (await fetch(`${c.baseUrl}/health`, { headers: auth })).json()) as {
      servers: Array<{ sessions: number }>;
    };
    expect(health.servers[0]?.sessions).toBe(MAX_SESSIONS_PER_SERVER);
  });
  it('trades a pairing code for the token once, without a bearer token, for allowed origins only', async () => {
    const code = decodePairingFragment(new URL(c.newPairingLink()).hash)!.code;
    const pair = (origin: string) =>
      fetch(`${c.baseUrl}/pair`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ code }),
      });
    expect((await pair('https://evil.example')).status).toBe(403);
    const first = await pair(TEST_ORIGIN);
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(await first.json()).toEqual({ token: TEST_TOKEN });
    const again = await pair(TEST_ORIGIN);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { error: string }).error).toMatch(/already used or has expired/);
  });

  it('refuses a pairing request without a code or with a made-up one', async () => {
    const post = (body: string) =>
      fetch(`${c.baseUrl}/pair`, { method: 'POST', headers: { Origin: TEST_ORIGIN }, body });
    expect((await post('{}')).status).toBe(400);
    expect((await post('{"code":"made-up-code-000000"}')).status).toBe(410);
    expect((await fetch(`${c.baseUrl}/pair`, { headers: { Origin: TEST_ORIGIN } })).status).toBe(405);
  });
});
