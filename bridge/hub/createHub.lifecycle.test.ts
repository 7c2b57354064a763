// Calls that outlive their moment: closing the hub, retrying a rejected call, sidebar-only runs.
import { describe, expect, it } from 'vitest';
import { createHub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, runByHand, textOf, until } from './test/fakeHost';
import { LruMap } from '../format/lruMap';

function setup() {
  const host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('write_file', { policy: 'ask' }), hubTool('secret', { policy: 'off' })];
  return { host, hub: createHub(host) };
}

describe('hub lifecycle', () => {
  it('closing the hub aborts a pending approval and fails the call, even if the host ignores the signal', async () => {
    const { host, hub } = setup();
    const page = await connectPage(hub);
    const call = page.callTool({ name: 'write_file', arguments: { path: '/a' } });
    call.catch(() => undefined); // the page's request dies with the connection
    await until(() => host.approvals.length === 1, 'the approval prompt');
    await hub.close();
    expect(host.approvals[0]!.signal.aborted).toBe(true);
    await until(() => [...host.records.values()][0]?.status === 'error', 'the call to fail');
    expect([...host.records.values()][0]!.error).toBe('MCP Multi Bridge closed before the call finished.');
    expect(host.executions).toHaveLength(0);
    expect(hub.connectedOrigin()).toBeUndefined();
  });

  it('retrying a rejected call runs it without asking again', async () => {
    const { host, hub } = setup();
    const page = await connectPage(hub);
    const call = page.callTool({ name: 'write_file', arguments: { path: '/a' } });
    await until(() => host.approvals.length === 1, 'the approval prompt');
    host.approvals[0]!.decide(false);
    expect(textOf(await call)).toBe('The user rejected this call.');
    const id = [...host.records.keys()][0]!;
    const record = await hub.retry(id);
    expect(record).toMatchObject({ id, status: 'done' });
    expect(host.approvals).toHaveLength(1);
    expect(host.executions).toHaveLength(1);
    await page.close();
    await hub.close();
  });

  it('a manual run may use a tool that is off for chats (it only hides the tool from the page)', async () => {
    const { host, hub } = setup();
    const record = await (await runByHand(hub, 'secret', { path: '/x' })).done;
    expect(record.status).toBe('done');
    expect(host.executions.map((e) => e.tool.name)).toEqual(['secret']);
    await hub.close();
  });

  it('reports no page before one connects', async () => {
    const { hub } = setup();
    expect(hub.connectedOrigin()).toBeUndefined();
    await expect(hub.page.health()).rejects.toThrow(/No chat page is connected/);
    hub.notifyToolsChanged(); // nothing to notify; must not throw
    hub.notifySettingsChanged();
    await hub.close();
  });
});

describe('LruMap', () => {
  it('keeps the most recently used entries within its limit', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });
});
