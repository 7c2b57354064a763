// The whole checklist against real connectors and the real memory server: the healthy path, a public
// https app, an app origin missing from the allowlist, and a connector that is already running.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningConnector } from '../cli/startConnector.js';
import { TEST_ORIGIN, TEST_TOKEN } from '../test/fixtures.js';
import { MEMORY_SERVER, freePort, startMemoryConnector } from '../test/doctorFixtures.js';
import { runDoctor } from './runDoctor.js';
import type { CheckResult } from '../../bridge/diagnose/check.js';

const byId = (results: CheckResult[], id: string) => {
  const found = results.find((r) => r.id === id);
  if (!found) throw new Error(`no check ${id} in ${results.map((r) => r.id).join(', ')}`);
  return found;
};

describe('doctor: the whole checklist', () => {
  let connector: RunningConnector | null = null;
  afterEach(async () => {
    await connector?.stop();
    connector = null;
  });

  it('passes every step for the real memory server on a free port', async () => {
    const seen: string[] = [];
    const results = await runDoctor(
      {
        servers: { memory: MEMORY_SERVER },
        port: await freePort(),
        allowedOrigins: [TEST_ORIGIN],
        appOrigin: TEST_ORIGIN,
        timeoutMs: 10_000,
      },
      (result) => seen.push(result.id),
    );
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['port', 'pass'],
      ['server.memory', 'pass'],
      ['origin', 'pass'],
      ['connect.mixed-content', 'pass'],
      ['connect.cors', 'pass'],
      ['connect.local-network', 'pass'],
      ['connect.exposed-headers', 'pass'],
      ['connect.roundtrip.memory', 'pass'],
    ]);
    expect(seen).toEqual(results.map((r) => r.id));
    expect(byId(results, 'connect.local-network').detail).toContain('asks no local-network permission');
    expect(byId(results, 'connect.roundtrip.memory').detail).toMatch(
      /\d+ tools in \d+ ms, protocol version \d{4}-\d{2}-\d{2}/,
    );
  });

  it('explains the local-network prompt for a public https app and checks the opt-in', async () => {
    const app = 'https://chat.example.com';
    const results = await runDoctor({
      servers: { memory: MEMORY_SERVER },
      port: 0,
      allowedOrigins: [app],
      appOrigin: app,
      timeoutMs: 10_000,
    });
    expect(results.filter((r) => r.status !== 'pass')).toEqual([]);
    const lna = byId(results, 'connect.local-network');
    expect(lna.detail).toContain('Access-Control-Allow-Private-Network: true');
    expect(lna.detail).toContain('Chromium asks to allow local network access');
    expect(lna.detail).toContain('Firefox has no such permission');
    expect(byId(results, 'connect.mixed-content').detail).toContain('potentially trustworthy');
  });

  it('fails the allowlist, the preflight and the round trip when the app origin is not allowed', async () => {
    const app = 'https://chat.example.com';
    const results = await runDoctor({
      servers: { memory: MEMORY_SERVER },
      port: 0,
      allowedOrigins: [TEST_ORIGIN],
      appOrigin: app,
      timeoutMs: 10_000,
    });
    expect(byId(results, 'origin')).toMatchObject({
      status: 'fail',
      fix: `Start the connector with --allow-origin ${app}.`,
    });
    expect(byId(results, 'connect.cors')).toMatchObject({
      status: 'fail',
      detail: `the connector refused the preflight from ${app} (403)`,
    });
    expect(byId(results, 'connect.local-network').status).toBe('fail');
    expect(byId(results, 'connect.roundtrip.memory')).toMatchObject({
      status: 'fail',
      fix: `Start the connector with --allow-origin ${app}.`,
    });
    expect(byId(results, 'server.memory').status).toBe('pass');
  });

  it('fails a public app served over plain http: no local-network access from an insecure page', async () => {
    const app = 'http://chat.example.com';
    const results = await runDoctor({
      servers: {},
      port: 0,
      allowedOrigins: [app],
      appOrigin: app,
      timeoutMs: 5000,
    });
    expect(byId(results, 'connect.local-network')).toMatchObject({
      status: 'fail',
      fix: 'Serve the app over https (or from 127.0.0.1 for local use).',
    });
    // No local server is no failure of its own (remote servers are for Diagnose in the browser).
    expect(byId(results, 'servers')).toMatchObject({
      status: 'skip',
      fix: expect.stringContaining('Diagnose'),
    });
    expect(byId(results, 'connect.roundtrip').status).toBe('skip');
  });

  it('probes the running connector itself when its token is given, and leaves it running', async () => {
    connector = await startMemoryConnector(TEST_ORIGIN, TEST_TOKEN);
    const results = await runDoctor({
      servers: { memory: MEMORY_SERVER },
      port: connector.port,
      allowedOrigins: [TEST_ORIGIN],
      appOrigin: TEST_ORIGIN,
      token: TEST_TOKEN,
      timeoutMs: 10_000,
    });
    expect(results.filter((r) => r.status !== 'pass')).toEqual([]);
    expect(byId(results, 'connect.mixed-content').detail).toContain(connector.baseUrl);
    const health = await fetch(`${connector.baseUrl}/health`, {
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(health.status).toBe(200);
  });
});
