// The hub as the sidebar builds it: the real hub over the real store, a real SDK client as the page,
// and a fake connection manager (our own interface) standing in for the user's servers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { PAGE_ORIGIN, connectPage, textOf, until } from '../../bridge/hub/test/fakeHost';
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import { createAppStore, type AppStore } from './store';
import { memoryStorage } from '../features/storage/test/memoryStorage';
import { startHub } from './hubService';
import { NO_SERVED_TABLE } from '../features/teach/test/noServedTable';

function setup() {
  const store = createAppStore(memoryStorage);
  const s = store.getState();
  s.addServer({ id: 's1', name: 'memory', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  s.setTools('s1', [
    {
      serverId: 's1',
      name: 'read_graph',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      serverId: 's1',
      name: 'delete_entity',
      inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
    },
  ]);
  const callTool = vi.fn<ConnectionManager['callTool']>(async (_server, name, args) => ({
    content: [{ type: 'text', text: `${name}:${JSON.stringify(args)}` }],
  }));
  const started = startHub(store, { callTool }, NO_SERVED_TABLE);
  return { store, callTool, ...started };
}

let cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup) await fn();
  cleanup = [];
});

async function page(store: AppStore, hub: ReturnType<typeof setup>['hub']): Promise<Client> {
  const client = await connectPage(hub);
  cleanup.push(() => client.close());
  await until(() => store.getState().page.origin === PAGE_ORIGIN, 'the page origin in the store');
  return client;
}

describe('hubService', () => {
  it('gives an ungranted page nothing, then the tools once the user allows its origin', async () => {
    const { store, hub, stop } = setup();
    cleanup.push(stop);
    const client = await page(store, hub);

    await expect(client.listTools()).rejects.toThrow();
    store.getState().grantOrigin(PAGE_ORIGIN);
    const { tools } = await client.listTools();
    // On demand (the default), the hub's own describe_tools comes first.
    expect(tools.map((t) => t.name)).toEqual(['describe_tools', 'read_graph', 'delete_entity']);
  });

  it('runs read-only tools directly and holds others until Run is clicked', async () => {
    const { store, hub, approvals, cards, callTool, stop } = setup();
    cleanup.push(stop);
    store.getState().grantOrigin(PAGE_ORIGIN);
    const client = await page(store, hub);

    const read = await client.callTool({ name: 'read_graph', arguments: {} });
    expect(textOf(read)).toBe('read_graph:{}');

    const pending = client.callTool({ name: 'delete_entity', arguments: { name: 'x' } });
    await until(() => Object.keys(store.getState().awaitingApproval).length === 1, 'a pending approval');
    const [callId] = Object.keys(store.getState().awaitingApproval);
    const cardStatus = () => store.getState().calls.find((c) => c.id === callId)?.status;
    // Cards reach the store at the next frame, at most 10 times a second (services/callUpdates.ts).
    cards.flush();
    expect(cardStatus()).toBe('pending');
    expect(callTool).toHaveBeenCalledTimes(1);

    expect(approvals.decide(callId!, true)).toBe(true);
    expect(textOf(await pending)).toBe('delete_entity:{"name":"x"}');
    expect(store.getState().awaitingApproval).toEqual({});
    cards.flush();
    expect(cardStatus()).toBe('done');
    // A second click on the same card decides nothing.
    expect(approvals.decide(callId!, true)).toBe(false);
  });

  it('a Reject click means the tool never runs', async () => {
    const { store, hub, approvals, cards, callTool, stop } = setup();
    cleanup.push(stop);
    store.getState().grantOrigin(PAGE_ORIGIN);
    const client = await page(store, hub);

    const pending = client.callTool({ name: 'delete_entity', arguments: { name: 'x' } });
    await until(() => Object.keys(store.getState().awaitingApproval).length === 1, 'a pending approval');
    approvals.decide(Object.keys(store.getState().awaitingApproval)[0]!, false);
    const result = await pending;
    expect(result.isError).toBe(true);
    expect(callTool).not.toHaveBeenCalled();
    cards.flush();
    expect(store.getState().calls[0]?.status).toBe('rejected');
  });

  it('tells the page when tools, policies, grants or settings change', async () => {
    const { store, hub, stop } = setup();
    cleanup.push(stop);
    const toolsChanged = vi.spyOn(hub, 'notifyToolsChanged');
    const settingsChanged = vi.spyOn(hub, 'notifySettingsChanged');
    const s = store.getState();
    s.setPolicy('s1', 'read_graph', 'off');
    s.grantOrigin('https://other.example');
    s.setTools('s1', []);
    expect(toolsChanged).toHaveBeenCalledTimes(3);
    s.setSetting('autoSubmit', false);
    expect(settingsChanged).toHaveBeenCalledTimes(1);
    // The settings the page reads hold no instructions text, so the user's own text changes nothing there.
    s.setCustomInstructions('Be brief.');
    expect(settingsChanged).toHaveBeenCalledTimes(1);
    s.setNotice({ kind: 'info', text: 'unrelated' });
    expect(toolsChanged).toHaveBeenCalledTimes(3);
  });

  it("ends the argument checker's worker on stop, and the run it was checking", async () => {
    const workers: Array<{ terminated: boolean }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        terminated = false;
        constructor() {
          workers.push(this);
        }
        postMessage() {}
        terminate() {
          this.terminated = true;
        }
      },
    );
    cleanup.push(() => vi.unstubAllGlobals());
    const { hub, stop } = setup();
    const run = hub.runManual({ serverId: 's1', name: 'read_graph' }, {});
    await until(() => workers.length === 1, 'the worker to start');
    stop();
    expect(workers[0]!.terminated).toBe(true);
    const ended = await run;
    if (!ended.started) throw new Error(`The run was refused: ${ended.message}`);
    expect(await ended.done).toMatchObject({
      status: 'error',
      error: 'MCP Multi Bridge closed before the call finished.',
    });
  });
});
