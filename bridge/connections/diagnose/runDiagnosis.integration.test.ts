// The whole checklist against real SDK servers on 127.0.0.1, from Node (no CORS here: the browser cases are
// in tests/e2e/diagnose.test.ts). A fetch fake rewrites only what no real server would send on demand.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { McpServer } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthTestServer, type OAuthTestServer } from '../test/oauthTestServer';
import { startSseOnlyServer, type SseOnlyServer } from '../test/sseOnlyServer';
import type { ServerConfig } from '../types';
import { runDiagnosis } from './runDiagnosis';
import type { DiagnoseDeps, DiagnosisStep } from './types';

let plain: OAuthTestServer;
let secure: OAuthTestServer;
let oldSse: SseOnlyServer;
let stateless: Server;
let statelessUrl: string;
beforeAll(async () => {
  // A stateless Streamable HTTP server (the SDK's own mode): no session id, every request stands alone.
  stateless = createServer((req, res) => {
    const server = new McpServer({ name: 'stateless', version: '1.0.0' });
    server.registerTool('ping', { description: 'Answers pong' }, () => ({
      content: [{ type: 'text', text: 'pong' }],
    }));
    const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    void server.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => stateless.listen(0, '127.0.0.1', resolve));
  statelessUrl = `http://127.0.0.1:${(stateless.address() as AddressInfo).port}/mcp`;
  plain = await startOAuthTestServer({ requireAuth: false });
  secure = await startOAuthTestServer();
  oldSse = await startSseOnlyServer();
});
afterAll(async () => {
  await plain?.stop();
  await secure?.stop();
  await oldSse?.close();
  stateless?.closeAllConnections();
  await new Promise((resolve) => stateless?.close(resolve));
});

const server = (url: string, extra: Partial<ServerConfig> = {}): ServerConfig => ({
  id: 's',
  name: 'notes',
  url,
  transport: 'auto',
  enabled: true,
  ...extra,
});
const deps = (extra: Partial<DiagnoseDeps> = {}): DiagnoseDeps => ({
  fetch: (input, init) => fetch(input, init),
  origin: 'http://127.0.0.1:4310',
  timeoutMs: 5000,
  clientInfo: { name: 'diagnose-test', version: '1.0.0' },
  ...extra,
});
const statuses = (steps: DiagnosisStep[]) => Object.fromEntries(steps.map((s) => [s.id, s.status]));
const stepOf = (steps: DiagnosisStep[], id: DiagnosisStep['id']) => steps.find((s) => s.id === id);

describe('runDiagnosis', () => {
  it('passes every step on a healthy server and reports each step as it completes', async () => {
    const seen: string[] = [];
    const steps = await runDiagnosis(server(plain.url), deps(), (step) => seen.push(step.id));
    expect(seen).toEqual(['reachability', 'cors', 'session-header', 'protocol', 'auth', 'tools']);
    expect(Object.values(statuses(steps))).toEqual(Array(6).fill('pass'));
    expect(stepOf(steps, 'tools')?.detail).toBe('tools/list answered with 2 tools.');
  });

  it('passes a stateless server that sends no session id and needs none', async () => {
    const steps = await runDiagnosis(server(statelessUrl), deps());
    expect(Object.values(statuses(steps))).toEqual(Array(6).fill('pass'));
    expect(stepOf(steps, 'session-header')?.detail).toBe(
      'The server sends no session id this page can read, and answers without one (stateless).',
    );
    expect(stepOf(steps, 'tools')?.detail).toBe('tools/list answered with 1 tool.');
  });

  it('fails the protocol step on a version the SDK does not speak, naming it', async () => {
    // A server from before the first MCP release: its initialize answer names a version no SDK speaks.
    const oldVersion: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(init?.body ?? '').includes('"initialize"')) return response;
      const text = (await response.text()).replace(
        /"protocolVersion":"[^"]+"/,
        '"protocolVersion":"2023-01-01"',
      );
      return new Response(text, { status: response.status, headers: response.headers });
    };
    const steps = await runDiagnosis(server(plain.url), deps({ fetch: oldVersion }));
    expect(statuses(steps)).toMatchObject({ cors: 'pass', protocol: 'fail', tools: 'skip' });
    expect(stepOf(steps, 'protocol')?.detail).toMatch(
      /^The server answered with protocol version 2023-01-01,/,
    );
    expect(stepOf(steps, 'protocol')?.fix).toBe(
      'Update the server (or its MCP SDK) to a current protocol version.',
    );
  });

  it('fails an old SSE server set to Streamable HTTP only, with the setting to change', async () => {
    const steps = await runDiagnosis(server(oldSse.url, { transport: 'streamable-http' }), deps());
    expect(statuses(steps)).toMatchObject({ protocol: 'fail', tools: 'pass' });
    expect(stepOf(steps, 'protocol')?.fix).toBe(
      'This server speaks the old SSE transport; set its transport to Auto or SSE (Edit).',
    );
  });

  it('tells a refused token from a missing sign-in', async () => {
    const signedIn = await runDiagnosis(
      server(secure.url, { auth: 'oauth' }),
      deps({ accessToken: 'expired-token' }),
    );
    expect(stepOf(signedIn, 'auth')).toMatchObject({
      status: 'fail',
      fix: 'Sign out and sign in again: the token expired or was revoked.',
    });
    expect(stepOf(signedIn, 'auth')?.detail).toMatch(
      /^Signed in, but the server refused the token \(HTTP 401;/,
    );
    const staticToken = await runDiagnosis(server(secure.url, { bearerToken: 'wrong' }), deps());
    expect(stepOf(staticToken, 'auth')?.fix).toBe(
      'Check the bearer token or headers in Edit; the server did not accept them.',
    );
  });
});
