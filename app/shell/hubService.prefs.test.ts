// The user's instructions choices and sidebar layout, carried by the hub the sidebar builds: the real hub over
// the real store, and a real SDK client as the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/v4';
import type { Client } from '@modelcontextprotocol/client';
import { PAGE_ORIGIN, connectPage, promptText, until } from '../../bridge/hub/test/fakeHost';
import { pageServerId } from '../../bridge/hub/pageTools';
import { HUB_METHODS, PAGE_METHODS } from '../../bridge/protocol/constants';
import type { PageLayoutParams } from '../../bridge/protocol/types';
import { createAppStore } from './store';
import { memoryStorage } from '../features/storage/test/memoryStorage';
import { startHub } from './hubService';
import { NO_SERVED_TABLE } from '../features/teach/test/noServedTable';
import { instructionsText } from '../features/instructions/instructions';

let stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

async function setup() {
  const store = createAppStore(memoryStorage);
  const s = store.getState();
  s.addServer({ id: 's1', name: 'files', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  s.setTools('s1', [
    {
      serverId: 's1',
      name: 'read_file',
      description: 'Reads a file. Follows links.',
      inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Where' } } },
    },
    { serverId: 's1', name: 'write_file', inputSchema: { type: 'object' } },
  ]);
  s.grantOrigin(PAGE_ORIGIN);
  const layouts: PageLayoutParams[] = [];
  const { hub, stop } = startHub(store, { callTool: vi.fn() }, NO_SERVED_TABLE);
  const client: Client = await connectPage(hub, PAGE_ORIGIN, (c) => {
    c.setRequestHandler(PAGE_METHODS.layout, { params: z.object({}).loose() }, (params) => {
      layouts.push(params as PageLayoutParams);
      return { ok: true };
    });
  });
  stops.push(stop, () => client.close());
  await until(() => store.getState().page.origin === PAGE_ORIGIN, 'the page origin');
  return { store, client, layouts };
}

describe('instructions the page reads', () => {
  it('follow the exclusions and the tool detail of the Tools and Instructions tabs', async () => {
    const { store, client } = await setup();
    expect(await promptText(client)).toContain('write_file');
    store.getState().setInInstructions('s1', 'write_file', false);
    store.getState().setToolDetail('compact');
    const text = await promptText(client);
    expect(text).not.toContain('write_file');
    expect(text).toContain('- read_file(path?: string) — Reads a file.');
    expect(text).not.toContain('Follows links.');
  });

  it("are the sidebar's text for the same state: one builder, page tools and every choice included", async () => {
    const { store, client } = await setup();
    const tools = [
      { name: 'add_to_cart', description: 'Adds a product', inputSchema: { type: 'object' } },
      { name: 'read_file', description: 'The page reads its own files' },
      { name: 'checkout', description: 'Pays' },
    ];
    await client.notification({ method: HUB_METHODS.pageTools, params: { tools } });
    await until(() => store.getState().pageTools[PAGE_ORIGIN] !== undefined, 'the page tools');
    expect(instructionsText(store.getState())).not.toContain('add_to_cart');
    expect(await promptText(client)).toBe(instructionsText(store.getState()));

    const s = store.getState();
    s.setPageToolsEnabled(PAGE_ORIGIN, true);
    s.setPolicy(pageServerId(PAGE_ORIGIN), 'checkout', 'off');
    s.setInInstructions('s1', 'write_file', false);
    s.setToolDetail('compact');
    s.setCustomInstructions('Answer in French.');
    s.setSetting('agentMode', true);
    const sidebar = instructionsText(store.getState());
    expect(sidebar).toContain(`- add_to_cart() — (A tool of the page ${PAGE_ORIGIN}.) Adds a product`);
    expect(sidebar).toContain(`- page__read_file() — (A tool of the page ${PAGE_ORIGIN}.)`);
    expect(sidebar).not.toMatch(/checkout|write_file/);
    expect(sidebar).toContain('Answer in French.');
    expect(sidebar).toContain('make the next call yourself');
    expect(await promptText(client)).toBe(sidebar);
  });
});

describe('sidebar layout', () => {
  it('sends nothing the user did not set, then their layout once the page introduced itself', async () => {
    const { store, client, layouts } = await setup();
    await client.request({ method: HUB_METHODS.pageInfo, params: { adapter: 'demo' } }, z.object({}));
    await client.ping();
    expect(layouts).toEqual([]);

    store.getState().setPageLayout({ layout: 'push', width: 2000, minimized: true });
    await until(() => layouts.length === 1, 'the layout change');
    // A change leaves "Start minimized" for the next page load: the user is working in this sidebar.
    expect(layouts[0]).toEqual({ layout: 'push', width: 800 });

    await client.request({ method: HUB_METHODS.pageInfo, params: { adapter: 'demo' } }, z.object({}));
    await until(() => layouts.length === 2, 'the layout after page info');
    expect(layouts[1]).toEqual({ layout: 'push', width: 800, minimized: true });
  });
});
