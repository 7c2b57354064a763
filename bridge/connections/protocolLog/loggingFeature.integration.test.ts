// Integration: the protocol log's feature on real SDK sessions: over Streamable HTTP through the
// ConnectionManager (every message once, responses named by their request, a cancel with its request id,
// no credential), and in memory against a server that logs (levels, loggers, logging/setLevel).
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionManager } from '../connectionManager';
import { startTestServer, type TestServer } from '../test/mcpTestServer';
import { recorder, serverConfig } from '../test/recorder';
import { protocolLogFeature, setServerLogLevel } from './loggingFeature';
import { ProtocolLog } from './protocolLog';
import type { ProtocolLogEntry } from './types';

let server: TestServer | undefined;
let manager: ConnectionManager | undefined;
afterEach(async () => {
  await manager?.close();
  await server?.kill();
  manager = undefined;
  server = undefined;
});

const line = (e: ProtocolLogEntry) => `${e.direction} ${e.type} ${e.method ?? ''}`.trim();

/** Resolves once `check` holds, looking again at each change of the server's log (no clock to outrun). */
function until(log: ProtocolLog, serverId: string, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const stop = log.subscribe(serverId, () => {
      if (!check()) return;
      stop();
      resolve();
    });
  });
}

describe('protocolLogFeature over Streamable HTTP', () => {
  it('logs each message once, names responses, shows a cancel with its request id, and keeps the token out', async () => {
    server = await startTestServer();
    const log = new ProtocolLog();
    const events = recorder();
    manager = new ConnectionManager(events.events, {
      featuresFor: (config) => protocolLogFeature(config.id, log),
    });
    const token = 'secret-token-0123456789';
    manager.setServers([serverConfig(server.url, { bearerToken: token })]);
    await events.waitForStatus('srv', 'connected');
    await manager.callTool('srv', 'echo', { text: 'hello' });

    const aborter = new AbortController();
    const slow = manager.callTool('srv', 'slow', { ms: 5_000 }, { signal: aborter.signal });
    await server.waitForCall('slow');
    aborter.abort();
    await expect(slow).rejects.toThrow();
    await until(log, 'srv', () => log.entries('srv').some((e) => e.method === 'notifications/cancelled'));

    const entries = log.entries('srv');
    const lines = entries.map(line);
    expect(lines.slice(0, 5)).toEqual([
      'sent request initialize',
      'received response initialize',
      'sent notification notifications/initialized',
      'sent request tools/list',
      'received response tools/list',
    ]);
    expect(lines).toContain('sent request tools/call');
    expect(lines).toContain('received response tools/call');
    const echo = entries.find((e) => e.type === 'request' && e.text.includes('"echo"'))!;
    const echoAnswers = entries.filter((e) => e.type === 'response' && e.id === echo.id);
    expect(echoAnswers).toHaveLength(1);
    expect(echoAnswers[0]!.text).toContain('hello');

    const slowCall = entries.find((e) => e.type === 'request' && e.text.includes('"slow"'))!;
    const cancel = entries.find((e) => e.method === 'notifications/cancelled')!;
    expect(cancel.direction).toBe('sent');
    expect(JSON.parse(cancel.text)).toMatchObject({ params: { requestId: slowCall.id } });

    // Each message once: no request id is logged twice in the same direction.
    const requestIds = entries.filter((e) => e.type === 'request' && e.direction === 'sent').map((e) => e.id);
    expect(new Set(requestIds).size).toBe(requestIds.length);
    expect(entries.every((e) => !e.text.includes(token))).toBe(true);
  });
});

describe('protocolLogFeature with a server that logs', () => {
  it('records log notifications with level and logger, and setServerLogLevel filters them', async () => {
    const mcp = new McpServer({ name: 'logger', version: '1.0.0' }, { capabilities: { logging: {} } });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await mcp.connect(serverSide);
    const log = new ProtocolLog();
    const feature = protocolLogFeature('mem', log);
    const client = new Client({ name: 'test', version: '1.0.0' }, { capabilities: feature.capabilities });
    feature.attach(client);
    await client.connect(feature.wrapTransport!(clientSide));

    await mcp.sendLoggingMessage({ level: 'info', logger: 'db', data: 'first' });
    await until(log, 'mem', () => log.entries('mem').some((e) => e.kind === 'server-log'));
    await setServerLogLevel(client, 'error');
    await mcp.sendLoggingMessage({ level: 'info', logger: 'db', data: 'filtered out' });
    await mcp.sendLoggingMessage({ level: 'error', logger: 'db', data: { failed: 'write' } });
    await until(log, 'mem', () => log.entries('mem').filter((e) => e.kind === 'server-log').length === 2);

    const serverLogs = log.entries('mem').filter((e) => e.kind === 'server-log');
    expect(serverLogs.map((e) => [e.level, e.logger, e.text])).toEqual([
      ['info', 'db', 'first'],
      ['error', 'db', '{"failed":"write"}'],
    ]);
    // Each line once: as the server's log, not again as traffic; the level request is traffic.
    const traffic = log
      .entries('mem')
      .filter((e) => e.kind === 'traffic')
      .map(line);
    expect(traffic.filter((l) => l.endsWith('notifications/message'))).toEqual([]);
    expect(traffic).toContain('sent request logging/setLevel');
    await client.close();
    await mcp.close();
  });

  it('refuses to set the level of a server without logging, naming why', async () => {
    const mcp = new McpServer({ name: 'quiet', version: '1.0.0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await mcp.connect(serverSide);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(clientSide);
    await expect(setServerLogLevel(client, 'debug')).rejects.toThrow(/does not offer logging/);
    await client.close();
    await mcp.close();
  });
});
