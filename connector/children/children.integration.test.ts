// Children: verbatim arguments (no shell), progress and cancellation passed through, crash restarts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { startConnector } from '../cli/startConnector.js';
import type { RunningConnector } from '../cli/startConnector.js';
import {
  answerMessages,
  ARGV_SERVER,
  connectClient,
  INIT,
  lineLog,
  MCP_HEADERS,
  TEST_ORIGIN,
  TEST_TOKEN,
} from '../test/fixtures.js';

type Health = {
  servers: Array<{ name: string; state: string; restarts: number; lastBackoffMs: number | null }>;
};

function textOf(result: { content?: unknown }): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((b) => b.text ?? '').join('');
}

describe('connector children', () => {
  let connector: RunningConnector | null = null;
  const clients: Client[] = [];
  let dir = '';
  // The connector's log (its own lines and the child's stderr): tests wait on lines, not on time.
  let logs = lineLog();

  async function start(args: string[] = []) {
    logs = lineLog();
    connector = await startConnector({
      servers: { echo: { command: 'node', args: [ARGV_SERVER, ...args] } },
      port: 0,
      allowedOrigins: [TEST_ORIGIN],
      token: TEST_TOKEN,
      backoff: { initialMs: 400, maxMs: 1600, resetAfterMs: 60_000 },
      log: logs.log,
    });
    await connector.ready();
    const client = await connectClient(connector, 'echo');
    clients.push(client);
    return { connector, client };
  }

  async function health(c: RunningConnector) {
    const res = await fetch(`${c.baseUrl}/health`, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } });
    return ((await res.json()) as Health).servers[0]!;
  }

  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((c) => c.close()));
    await connector?.stop();
    connector = null;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('passes arguments with shell metacharacters verbatim and runs no shell', async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-argv-'));
    const marker = join(dir, 'x');
    const args = [
      `; touch ${marker}`,
      `$(touch ${marker})`,
      `\`touch ${marker}\``,
      'a b',
      '"quoted"',
      '&&',
      '|',
      '*',
    ];
    const { client } = await start(args);
    const result = await client.callTool({ name: 'argv', arguments: {} });
    expect(JSON.parse(textOf(result))).toEqual(args);
    expect(existsSync(marker)).toBe(false);
  });

  it('forwards prompts, resources, resource templates and completion, mirroring the capabilities', async () => {
    const { client } = await start();
    expect(client.getServerCapabilities()).toMatchObject({
      tools: {},
      prompts: {},
      resources: {},
      completions: {},
    });
    expect(client.getServerVersion()?.name).toBe('argv-echo');
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['greet']);
    const prompt = await client.getPrompt({ name: 'greet', arguments: { color: 'red' } });
    expect(prompt.messages[0]?.content).toEqual({ type: 'text', text: 'hello in red' });
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual(['note://fixed']);
    const note = await client.readResource({ uri: 'note://fixed' });
    expect(note.contents[0]).toMatchObject({ text: 'a fixed note' });
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toEqual(['color://{name}']);
    expect((await client.readResource({ uri: 'color://teal' })).contents[0]).toMatchObject({
      text: 'color teal',
    });
    const completion = await client.complete({
      ref: { type: 'ref/prompt', name: 'greet' },
      argument: { name: 'color', value: 'g' },
    });
    expect(completion.completion.values).toEqual(['green']);
  });

  it('passes progress notifications through to the HTTP client', async () => {
    const { client } = await start();
    const updates: number[] = [];
    const result = await client.callTool(
      { name: 'slow', arguments: {} },
      { onprogress: (p) => updates.push(p.progress) },
    );
    expect(textOf(result)).toBe('done');
    expect(updates).toEqual([1, 2, 3]);
  });

  it('forwards cancellation to the child', async () => {
    const { client } = await start();
    const controller = new AbortController();
    const call = client.callTool({ name: 'wait', arguments: {} }, { signal: controller.signal });
    await logs.logged('[echo] wait: started'); // the call reached the child
    controller.abort('user stopped');
    await expect(call).rejects.toThrow();
    await logs.logged('[echo] wait: cancelled');
    const stats = JSON.parse(textOf(await client.callTool({ name: 'stats', arguments: {} }))) as {
      cancelled: number;
    };
    expect(stats.cancelled).toBe(1);
  });

  it('withdraws a call at the child when its session ends mid-call', async () => {
    const { connector: c } = await start();
    const url = c.serverUrl('echo');
    const headers = { ...MCP_HEADERS, Authorization: `Bearer ${TEST_TOKEN}` };
    const init = await fetch(url, { method: 'POST', headers, body: JSON.stringify(INIT) });
    await init.text();
    const session = { ...headers, 'mcp-session-id': init.headers.get('mcp-session-id') ?? '' };
    const body = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'wait' } });
    const call = fetch(url, { method: 'POST', headers: session, body });
    await logs.logged('[echo] wait: started');
    expect((await fetch(url, { method: 'DELETE', headers: session })).status).toBe(200);
    await logs.logged('[echo] wait: cancelled');
    expect(await answerMessages(await call)).toEqual([]);
  });

  it('answers a call whose child died before it answered with an error naming the server', async () => {
    const { connector: c, client } = await start();
    const call = client.callTool({ name: 'wait', arguments: {} });
    await logs.logged('[echo] wait: started');
    c.killChild('echo');
    await expect(call).rejects.toThrow('server echo exited before it answered');
  });

  it('restarts a crashed child with growing backoff; the session survives and hears list_changed', async () => {
    const { connector: c, client } = await start();
    const listChanged = new Promise<void>((resolve) =>
      client.setNotificationHandler('notifications/tools/list_changed', () => resolve()),
    );
    await client.callTool({ name: 'argv', arguments: {} });

    c.killChild('echo');
    await logs.logged('echo: restarting in 400 ms');
    expect(await health(c)).toMatchObject({ state: 'restarting', lastBackoffMs: 400 });
    await expect(client.callTool({ name: 'argv', arguments: {} })).rejects.toThrow(
      'server echo is restarting',
    );
    await logs.logged('echo: restarted (restart #1)');
    expect(await health(c)).toMatchObject({ state: 'running', restarts: 1, lastBackoffMs: 400 });
    const again = await client.callTool({ name: 'argv', arguments: {} });
    expect(JSON.parse(textOf(again))).toEqual([]);
    await listChanged;

    c.killChild('echo');
    await logs.logged('echo: restarted (restart #2)');
    expect(await health(c)).toMatchObject({ state: 'running', restarts: 2, lastBackoffMs: 800 });
    expect(textOf(await client.callTool({ name: 'argv', arguments: {} }))).toBe('[]');
  });
});

describe('a child that cannot start', () => {
  it('rejects ready() naming the server and keeps retrying', async () => {
    const connector = await startConnector({
      servers: { ghost: { command: '/nonexistent/mcp-server-binary', args: [] } },
      port: 0,
      allowedOrigins: [TEST_ORIGIN],
      token: TEST_TOKEN,
      backoff: { initialMs: 100, maxMs: 200, resetAfterMs: 60_000 },
    });
    try {
      await expect(connector.ready()).rejects.toThrow(/server ghost failed to start/);
      const res = await fetch(`${connector.baseUrl}/health`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      });
      const body = (await res.json()) as Health;
      expect(body.servers[0]).toMatchObject({ name: 'ghost', state: 'starting', restarts: 0 });
    } finally {
      await connector.stop();
    }
  });
});
