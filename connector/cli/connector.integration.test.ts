// The connector with real stdio servers (server-memory, server-filesystem), reached by the SDK's
// Streamable HTTP client exactly as the sidebar reaches it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { decodePairingFragment } from '../../bridge/protocol/pairing.js';
import { startConnector } from './startConnector.js';
import type { RunningConnector } from './startConnector.js';
import { connectClient, serverEntry, TEST_ORIGIN, TEST_TOKEN } from '../test/fixtures.js';

function textOf(result: { content?: unknown }): string {
  const blocks = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return blocks.map((b) => b.text ?? '').join('\n');
}

describe('connector with real stdio servers', () => {
  let connector: RunningConnector | null = null;
  const clients: Client[] = [];
  let dir = '';

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-fs-'));
    writeFileSync(join(dir, 'hello.txt'), 'hi');
    connector = await startConnector({
      servers: {
        memory: {
          command: process.execPath,
          args: [serverEntry('@modelcontextprotocol/server-memory')],
          env: { MEMORY_FILE_PATH: join(dir, 'memory.jsonl') },
        },
        files: { command: 'node', args: [serverEntry('@modelcontextprotocol/server-filesystem'), dir] },
      },
      port: 0,
      allowedOrigins: [TEST_ORIGIN],
      token: TEST_TOKEN,
    });
    await connector.ready();
  }, 20_000);

  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((c) => c.close()));
    await connector?.stop();
    connector = null;
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists tools and runs create_entities / read_graph on server-memory', async () => {
    const client = await connectClient(connector!, 'memory');
    clients.push(client);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_entities', 'read_graph']));
    await client.callTool({
      name: 'create_entities',
      arguments: {
        entities: [{ name: 'Ada', entityType: 'person', observations: ['wrote the first program'] }],
      },
    });
    const graph = await client.callTool({ name: 'read_graph', arguments: {} });
    expect(textOf(graph)).toContain('wrote the first program');
  });

  it('passes a child error for an unknown tool back to the caller', async () => {
    const client = await connectClient(connector!, 'memory');
    clients.push(client);
    const outcome = await client.callTool({ name: 'no_such_tool', arguments: {} }).then(
      (r) => `${r.isError ? 'isError: ' : ''}${textOf(r)}`,
      (e: Error) => e.message,
    );
    expect(outcome).toContain('no_such_tool');
  });

  it('lists a directory through server-filesystem (command "node" resolves to this node)', async () => {
    const client = await connectClient(connector!, 'files');
    clients.push(client);
    const result = await client.callTool({ name: 'list_directory', arguments: { path: dir } });
    expect(textOf(result)).toContain('hello.txt');
  });

  it('lets two sessions share one child and keeps their answers apart', async () => {
    const [a, b] = await Promise.all([
      connectClient(connector!, 'memory'),
      connectClient(connector!, 'memory'),
    ]);
    clients.push(a, b);
    await a.callTool({
      name: 'create_entities',
      arguments: { entities: [{ name: 'Shared', entityType: 't', observations: ['x'] }] },
    });
    const [ra, rb] = await Promise.all([
      a.callTool({ name: 'read_graph', arguments: {} }),
      b.callTool({ name: 'search_nodes', arguments: { query: 'Shared' } }),
    ]);
    expect(textOf(ra)).toContain('Shared');
    expect(textOf(rb)).toContain('Shared');
  });

  it('prints a pairing link the dashboard can decode, and reports health', async () => {
    const c = connector!;
    expect(c.pairingLink.startsWith(`${TEST_ORIGIN}/#pair=`)).toBe(true);
    const payload = decodePairingFragment(c.pairingLink.slice(TEST_ORIGIN.length + 1));
    expect(payload).toEqual({
      v: 2,
      connector: c.baseUrl,
      code: expect.any(String),
      servers: ['memory', 'files'],
    });
    expect(c.serverUrl('memory')).toBe(`${c.baseUrl}/servers/memory/mcp`);
    const res = await fetch(`${c.baseUrl}/health`, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { servers: Array<{ name: string; state: string }> };
    expect(body.servers.map((s) => [s.name, s.state])).toEqual([
      ['memory', 'running'],
      ['files', 'running'],
    ]);
  });
});
