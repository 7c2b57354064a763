// Tool calls from an MCP App (hub.runFromApp): the app's own server only, the one pipeline, the tool's policy;
// app-only tools stay out of the chat's tool list, its calls and the instructions.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTRUCTIONS_PROMPT } from '../protocol/constants';
import { createHub, type Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, textOf, until } from './test/fakeHost';

let host: FakeHost;
let hub: Hub;
let page: Client;

const noArgs = { inputSchema: { type: 'object' as const, properties: {} } };

beforeEach(async () => {
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [
    hubTool('get-time', noArgs),
    hubTool('refresh', { ...noArgs, appOnly: true }),
    hubTool('delete_all', { ...noArgs, policy: 'ask' }),
    hubTool('read_graph', { ...noArgs, serverId: 'server-2', serverName: 'Memory' }),
  ];
  hub = createHub(host);
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

describe('calls from an MCP App', () => {
  it('runs a tool of its own server through the pipeline, on a card of its own', async () => {
    const result = await hub.runFromApp('server-1', 'get-time', {});
    expect(textOf(result)).toBe('get-time ran with {}');
    const card = [...host.records.values()].find((call) => call.toolName === 'get-time');
    expect(card).toMatchObject({ source: 'app', status: 'done', serverId: 'server-1' });
  });

  it('refuses a tool of another server before anything runs', async () => {
    await expect(hub.runFromApp('server-1', 'read_graph', {})).rejects.toThrow(
      'This app may call only the tools of its own server; "read_graph" is not one of them.',
    );
    expect(host.executions).toEqual([]);
    expect(host.records.size).toBe(0);
  });

  it('waits for Run on a tool set to ask, and a Reject reaches the app as an error result', async () => {
    const running = hub.runFromApp('server-1', 'delete_all', {});
    await until(() => host.approvals.length === 1, 'the approval');
    host.approvals[0]?.decide(false);
    const result = await running;
    expect(result.isError).toBe(true);
    expect(host.executions).toEqual([]);
  });

  it('refuses a tool turned off', async () => {
    host.toolList = host.toolList.map((tool) =>
      tool.name === 'get-time' ? { ...tool, policy: 'off' } : tool,
    );
    const result = await hub.runFromApp('server-1', 'get-time', {});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('turned off');
    expect(host.executions).toEqual([]);
  });

  it('lets the app call its app-only tool, which the chat neither lists nor reaches', async () => {
    expect(textOf(await hub.runFromApp('server-1', 'refresh', {}))).toBe('refresh ran with {}');
    const listed = await page.listTools();
    expect(listed.tools.map((tool) => tool.name)).not.toContain('refresh');
    const fromChat = await page.callTool({ name: 'refresh', arguments: {} });
    expect(fromChat.isError).toBe(true);
    expect(textOf(fromChat)).toContain('Unknown tool "refresh"');
    const instructions = JSON.stringify(await page.getPrompt({ name: INSTRUCTIONS_PROMPT }));
    expect(instructions).toContain('get-time(');
    expect(instructions).not.toContain('refresh(');
  });
});
