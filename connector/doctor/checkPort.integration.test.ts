// The port step against real listeners: free, another program's HTTP server, and our own connector.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningConnector } from '../cli/startConnector.js';
import { TEST_ORIGIN, TEST_TOKEN } from '../test/fixtures.js';
import { runCheck } from '../../bridge/diagnose/runChecks.js';
import { doctorContext, freePort, startMemoryConnector } from '../test/doctorFixtures.js';
import { checkPort as portCheck } from './checkPort.js';

/** The port step as the doctor runs it, and the running connector it hands the steps after it. */
async function checkPort(port: number, token: string | undefined) {
  const ctx = doctorContext({ port, token });
  return { result: await runCheck(portCheck(port), ctx), running: ctx.facts.running ?? null };
}

describe('doctor: the port', () => {
  let other: Server | null = null;
  let connector: RunningConnector | null = null;
  afterEach(async () => {
    if (other) await new Promise((resolve) => other!.close(resolve));
    other = null;
    await connector?.stop();
    connector = null;
  });

  async function listenOther(status: number, headers: Record<string, string> = {}): Promise<number> {
    other = createServer((_req, res) => res.writeHead(status, headers).end('hello from another app'));
    await new Promise<void>((resolve) => other!.listen(0, '127.0.0.1', resolve));
    return (other.address() as AddressInfo).port;
  }

  it('passes a free port', async () => {
    const port = await freePort();
    const { result, running } = await checkPort(port, undefined);
    expect(result).toMatchObject({ id: 'port', status: 'pass', detail: `port ${port} is free` });
    expect(running).toBeNull();
  });

  it('fails a port held by another HTTP server and says to pick another with --port', async () => {
    const port = await listenOther(200);
    const { result, running } = await checkPort(port, TEST_TOKEN);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('in use by another program');
    expect(result.fix).toContain(`--port ${port + 1}`);
    expect(running).toBeNull();
  });

  it('does not mistake another server that asks for a bearer token for the connector', async () => {
    const port = await listenOther(401, { 'WWW-Authenticate': 'Bearer realm="someone-else"' });
    const { result } = await checkPort(port, undefined);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('answered 401, not as the connector does');
  });

  it('never sends --token to another program on the port: it must first answer as our connector', async () => {
    for (const [status, headers] of [
      [200, { 'Content-Type': 'application/json' }],
      [401, { 'WWW-Authenticate': 'Bearer realm="someone-else"' }],
      [404, {}],
    ] as const) {
      const seen: Record<string, string | string[] | undefined>[] = [];
      other = createServer((req, res) => {
        seen.push(req.headers);
        res.writeHead(status, headers).end(JSON.stringify({ ok: true, servers: [] }));
      });
      await new Promise<void>((resolve) => other!.listen(0, '127.0.0.1', resolve));
      const port = (other.address() as AddressInfo).port;
      const { result, running } = await checkPort(port, TEST_TOKEN);
      expect(result.status).toBe('fail');
      expect(result.detail).toContain(`answered ${status}, not as the connector does`);
      expect(running).toBeNull();
      expect(seen).toHaveLength(1);
      expect(seen[0]!.authorization).toBeUndefined();
      expect(JSON.stringify(seen)).not.toContain(TEST_TOKEN);
      await new Promise((resolve) => other!.close(resolve));
      other = null;
    }
  });

  it('recognises our running connector: a warning without its token, its servers with it', async () => {
    connector = await startMemoryConnector(TEST_ORIGIN, TEST_TOKEN);

    const anonymous = await checkPort(connector.port, undefined);
    expect(anonymous.result.status).toBe('warn');
    expect(anonymous.result.detail).toContain('a connector is already running');
    expect(anonymous.result.fix).toContain('--token');
    expect(anonymous.running).toBeNull();

    const wrong = await checkPort(connector.port, 'not-the-token-0123456789');
    expect(wrong.result.status).toBe('fail');
    expect(wrong.result.detail).toContain('refused the token');

    const known = await checkPort(connector.port, TEST_TOKEN);
    expect(known.result).toMatchObject({
      status: 'pass',
      detail: `our connector is running on port ${connector.port}; servers: memory: running`,
    });
    expect(known.running).toEqual({
      baseUrl: connector.baseUrl,
      token: TEST_TOKEN,
      serverNames: ['memory'],
    });
  });
});
