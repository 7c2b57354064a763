// The hub's own describe_tools in on-demand mode: listed first, answered from the hub's tool list without a
// server, through the same gate as any chat call (grant, approval while auto-execute is off, argument check).
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, promptText, textOf, until } from './test/fakeHost';
import { CALL_META_KEY } from '../protocol/constants';
import { AUTO_RUNS_PER_TURN } from './autoRunGuard';
import { HUB_SERVER_ID } from './schemaLookupTool';

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new FakeHost();
  host.toolDetail = 'on-demand';
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [
    hubTool('read_file', { description: 'Read a file. Follows links.' }),
    hubTool('write_file', { policy: 'ask' }),
    hubTool('secret', { policy: 'off' }),
  ];
  hub = createHub(host);
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

const lookup = (names: unknown) => page.callTool({ name: 'describe_tools', arguments: { names } });

describe('describe_tools', () => {
  it('is listed first in on-demand mode, and in the text the page reads', async () => {
    const { tools } = await page.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['describe_tools', 'read_file', 'write_file']);
    expect(await promptText(page)).toContain(
      '- describe_tools(names) — Parameter types of the named tools\n- read_file(path) — Read a file',
    );
  });

  it("answers with the tools' full signatures from the hub, never from a server", async () => {
    const result = await lookup(['read_file', 'write_file']);
    expect(textOf(result)).toBe(
      [
        '- read_file(path: string) — Read a file. Follows links.',
        '    path: A file path',
        '- write_file(path: string) — The write_file tool',
        '    path: A file path',
      ].join('\n'),
    );
    expect(result.isError).toBe(false);
    expect(host.executions).toEqual([]);
    const card = [...host.records.values()][0];
    expect(card).toMatchObject({ serverId: HUB_SERVER_ID, toolName: 'describe_tools', status: 'done' });
  });

  it('does not describe a tool turned off, and fails when no name is known', async () => {
    const result = await lookup(['secret']);
    expect(textOf(result)).toBe('No tool named "secret"; use the names listed.');
    expect(result.isError).toBe(true);
  });

  it('refuses arguments that are not a list of names, before answering', async () => {
    const result = await lookup('read_file');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Invalid arguments for tool describe_tools/);
    expect([...host.records.values()]).toEqual([]);
  });

  it('asks like any call while auto-execute is off', async () => {
    host.pageSettings = { ...host.pageSettings, autoExecute: false };
    const pending = lookup(['read_file']);
    await until(() => host.approvals.length === 1, 'the approval');
    expect(host.approvals[0]!.call.exposedName).toBe('describe_tools');
    host.approvals[0]!.decide(true);
    expect(textOf(await pending)).toContain('- read_file(path: string)');
  });

  it('needs the grant, like any call', async () => {
    host.granted.clear();
    await expect(lookup(['read_file'])).rejects.toThrow(/not allowed yet/);
  });

  it('is listed only in on-demand mode, and answers in every mode (older instructions may ask)', async () => {
    host.toolDetail = 'full';
    const { tools } = await page.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['read_file', 'write_file']);
    expect(textOf(await lookup(['read_file']))).toContain('- read_file(path: string)');
  });

  it("spends none of the turn's automatic runs, but a repeated look-up asks", async () => {
    const inTurn = (key: string) => ({
      [CALL_META_KEY]: { key, callId: key, conversation: 'c', turn: 't1' },
    });
    for (let i = 0; i < AUTO_RUNS_PER_TURN; i++)
      await page.callTool({ name: 'read_file', arguments: { path: `f${i}` }, _meta: inTurn(`r${i}`) });
    const names = (n: number) => ({ names: [['read_file', 'write_file'][n] ?? 'x'] });
    for (const n of [0, 1]) {
      const result = await page.callTool({
        name: 'describe_tools',
        arguments: names(n),
        _meta: inTurn(`d${n}`),
      });
      expect(result.isError).toBe(false);
    }
    expect(host.approvals).toEqual([]);
    const again = () =>
      page.callTool({ name: 'describe_tools', arguments: names(0), _meta: inTurn(`d${Math.random()}`) });
    await again();
    void again();
    await until(() => host.approvals.length === 1, 'the repeated look-up to ask');
    host.approvals[0]!.decide(false);
  });
});
