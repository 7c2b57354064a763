// The trust model at the hub: origin grant, per-tool policy, and approval only from the sidebar.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, INSTRUCTIONS_PROMPT } from '../protocol/constants';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, textOf, until } from './test/fakeHost';

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(() => {
  host = new FakeHost();
  host.toolList = [
    hubTool('read_file'),
    hubTool('write_file', { policy: 'ask' }),
    hubTool('delete_file', { policy: 'off' }),
  ];
  hub = createHub(host);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

describe('an origin the user has not granted', () => {
  beforeEach(async () => {
    page = await connectPage(hub);
  });

  it('learns its origin from the transport and tells the host', async () => {
    await page.ping();
    expect(hub.connectedOrigin()).toBe(PAGE_ORIGIN);
    expect(host.pages.map((p) => p.origin)).toContain(PAGE_ORIGIN);
  });

  it('gets no tool list, with a clear error', async () => {
    await expect(page.listTools()).rejects.toMatchObject({
      code: ERROR_CODES.originNotGranted,
      message: expect.stringContaining(
        `this site (${PAGE_ORIGIN}) is not allowed yet. Open the sidebar and click Allow.`,
      ),
    });
  });

  it('cannot call a tool: no execution, no approval prompt, no call card', async () => {
    await expect(page.callTool({ name: 'read_file', arguments: { path: '/a' } })).rejects.toMatchObject({
      code: ERROR_CODES.originNotGranted,
    });
    await expect(page.callTool({ name: 'write_file', arguments: { path: '/a' } })).rejects.toMatchObject({
      code: ERROR_CODES.originNotGranted,
    });
    expect(host.executions).toHaveLength(0);
    expect(host.approvals).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('gets no instructions prompt', async () => {
    await expect(page.listPrompts()).rejects.toMatchObject({ code: ERROR_CODES.originNotGranted });
    await expect(page.getPrompt({ name: INSTRUCTIONS_PROMPT })).rejects.toMatchObject({
      code: ERROR_CODES.originNotGranted,
    });
  });

  it('cannot be written to from the sidebar', async () => {
    await page.ping();
    await expect(hub.page.insertText({ text: 'hi' })).rejects.toThrow(/not allowed yet/);
  });

  it('gets tools once the user grants it', async () => {
    await expect(page.listTools()).rejects.toBeDefined();
    host.granted.add(PAGE_ORIGIN);
    const { tools } = await page.listTools();
    expect(tools.map((t) => t.name)).toEqual(['read_file', 'write_file']);
  });
});

describe('a granted origin', () => {
  beforeEach(async () => {
    host.granted.add(PAGE_ORIGIN);
    page = await connectPage(hub);
  });

  it('lists enabled tools with description, schema and annotations, without "off" tools', async () => {
    host.toolList[0] = hubTool('read_file', { annotations: { readOnlyHint: true } });
    const { tools } = await page.listTools();
    expect(tools).toEqual([
      {
        name: 'read_file',
        description: 'The read_file tool',
        inputSchema: host.toolList[0]!.inputSchema,
        annotations: { readOnlyHint: true },
      },
      { name: 'write_file', description: 'The write_file tool', inputSchema: host.toolList[1]!.inputSchema },
    ]);
  });

  it('runs an "auto" tool right away and records the call', async () => {
    const result = await page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    expect(textOf(result)).toBe('read_file ran with {"path":"/a"}');
    expect(result.isError).toBeFalsy();
    expect(host.approvals).toHaveLength(0);
    expect(host.updates.map((u) => u.status)).toEqual(['running', 'done']);
    const record = [...host.records.values()][0]!;
    expect(record).toMatchObject({
      source: 'chat',
      origin: PAGE_ORIGIN,
      exposedName: 'read_file',
      serverId: 'server-1',
      toolName: 'read_file',
      args: { path: '/a' },
    });
    expect(record.result).toEqual(result);
    expect(record.endedAt).toBeGreaterThanOrEqual(record.startedAt);
  });

  it('refuses an "off" tool without running it', async () => {
    const result = await page.callTool({ name: 'delete_file', arguments: { path: '/a' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('Tool delete_file is turned off in MCP Multi Bridge');
    expect(host.executions).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('holds an "ask" tool pending until the user approves in the sidebar', async () => {
    const call = page.callTool({ name: 'write_file', arguments: { path: '/b' } });
    await until(() => host.approvals.length === 1, 'the approval prompt');
    expect(host.approvals[0]!.call).toMatchObject({
      status: 'pending',
      exposedName: 'write_file',
      args: { path: '/b' },
    });
    expect(host.executions).toHaveLength(0);
    host.approvals[0]!.decide(true);
    const result = await call;
    expect(textOf(result)).toBe('write_file ran with {"path":"/b"}');
    expect(host.updates.map((u) => u.status)).toEqual(['pending', 'running', 'done']);
  });

  it('answers a rejected call with an error result and runs nothing', async () => {
    const call = page.callTool({ name: 'write_file', arguments: { path: '/b' } });
    await until(() => host.approvals.length === 1, 'the approval prompt');
    host.approvals[0]!.decide(false);
    const result = await call;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('The user rejected this call.');
    expect(host.executions).toHaveLength(0);
    expect(host.updates.map((u) => u.status)).toEqual(['pending', 'rejected']);
  });

  it('asks even for "auto" tools when auto-execute is off', async () => {
    host.pageSettings = { ...host.pageSettings, autoExecute: false };
    const call = page.callTool({ name: 'read_file', arguments: { path: '/c' } });
    await until(() => host.approvals.length === 1, 'the approval prompt');
    expect(host.executions).toHaveLength(0);
    host.approvals[0]!.decide(true);
    expect(textOf(await call)).toBe('read_file ran with {"path":"/c"}');
  });

  it('serves many calls at once, each decided on its own', async () => {
    const calls = [1, 2, 3].map((n) => page.callTool({ name: 'write_file', arguments: { path: `/${n}` } }));
    await until(() => host.approvals.length === 3, 'three approval prompts');
    const byPath = (path: string) => host.approvals.find((a) => a.call.args['path'] === path)!;
    byPath('/2').decide(false);
    byPath('/3').decide(true);
    byPath('/1').decide(true);
    const results = await Promise.all(calls);
    expect(results.map(textOf)).toEqual([
      'write_file ran with {"path":"/1"}',
      'The user rejected this call.',
      'write_file ran with {"path":"/3"}',
    ]);
    expect(host.executions.map((e) => e.args['path']).sort()).toEqual(['/1', '/3']);
  });
});
