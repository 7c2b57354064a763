// The page's own (WebMCP) tools through the hub: deny by default, "ask" first, never shadowing a server tool,
// run in the page they came from, answers marked as the page's.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import { HUB_METHODS, PAGE_METHODS, PAGE_SOURCE_META_KEY } from '../protocol/constants';
import type { PageToolDescriptor, ToolPolicy } from '../protocol/types';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, promptText, textOf, until } from './test/fakeHost';
import type { PageTool } from './types';

class PageHost extends FakeHost {
  enabled = new Set<string>();
  reported: Array<{ origin: string; tools: PageTool[] }> = [];
  policies = new Map<string, ToolPolicy>();
  onPageTools(origin: string, tools: PageTool[]): void {
    this.reported.push({ origin, tools });
  }
  pageToolsEnabled(origin: string): boolean {
    return this.enabled.has(origin);
  }
  pageToolPolicy(_origin: string, name: string): ToolPolicy | undefined {
    return this.policies.get(name);
  }
}

const PAGE_TOOLS: PageToolDescriptor[] = [
  {
    name: 'add_to_cart',
    description: 'Adds a product to the cart',
    inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
  },
  { name: 'read_file', description: 'A page tool named like a server tool' },
  {
    name: 'ticket',
    description: 'Files a support ticket',
    fields: [{ name: 'title', type: 'text', required: true, title: 'Title' }],
  },
];

let host: PageHost;
let hub: Hub;
let page: Client;
let pageCalls: Array<{ name: string; arguments: Record<string, unknown> }>;

async function connectWithTools(tools: PageToolDescriptor[] = PAGE_TOOLS): Promise<void> {
  page = await connectPage(hub, PAGE_ORIGIN, (client) => {
    client.setRequestHandler(
      PAGE_METHODS.callPageTool,
      { params: z.object({ name: z.string(), arguments: z.record(z.string(), z.unknown()) }) },
      (params) => {
        pageCalls.push(params);
        return { content: [{ type: 'text', text: `page ran ${params.name}` }] };
      },
    );
  });
  await page.notification({ method: HUB_METHODS.pageTools, params: { tools } });
  await until(() => host.reported.length > 0, 'the page tools to arrive');
}

beforeEach(() => {
  host = new PageHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('read_file')];
  hub = createHub(host);
  pageCalls = [];
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

describe('page tools', () => {
  it('reports them to the sidebar with a schema built for forms, but lists nothing until enabled', async () => {
    await connectWithTools();
    const reported = host.reported.at(-1)!;
    expect(reported.origin).toBe(PAGE_ORIGIN);
    expect(reported.tools.map((t) => [t.name, t.form])).toEqual([
      ['add_to_cart', false],
      ['read_file', false],
      ['ticket', true],
    ]);
    expect(reported.tools[2]!.inputSchema).toEqual({
      type: 'object',
      properties: { title: { type: 'string', title: 'Title' } },
      required: ['title'],
    });
    const { tools } = await page.listTools();
    expect(tools.map((t) => t.name)).toEqual(['read_file']);
    expect(await promptText(page)).not.toContain('add_to_cart');
    const result = await page.callTool({ name: 'add_to_cart', arguments: { sku: 'A1' } });
    expect(result.isError).toBe(true);
    expect(pageCalls).toEqual([]);
  });

  it('once enabled: listed after the server tools, a colliding name prefixed, shown in the instructions', async () => {
    host.enabled.add(PAGE_ORIGIN);
    await connectWithTools();
    const { tools } = await page.listTools();
    expect(tools.map((t) => t.name)).toEqual(['read_file', 'add_to_cart', 'page__read_file', 'ticket']);
    const text = await promptText(page);
    expect(text).toContain(
      `- add_to_cart(sku: string) — (A tool of the page ${PAGE_ORIGIN}.) Adds a product to the cart`,
    );
    expect(text).toContain(
      `- page__read_file() — (A tool of the page ${PAGE_ORIGIN}.) A page tool named like`,
    );
  });

  it("prefixes a page tool named describe_tools, so the hub's own look-up keeps its name", async () => {
    host.enabled.add(PAGE_ORIGIN);
    host.toolDetail = 'on-demand';
    await connectWithTools([{ name: 'describe_tools', description: 'The page describes itself' }]);
    const { tools } = await page.listTools();
    expect(tools.map((t) => t.name)).toEqual(['describe_tools', 'read_file', 'page__describe_tools']);
    const lookup = await page.callTool({ name: 'describe_tools', arguments: { names: ['read_file'] } });
    expect(textOf(lookup)).toContain('- read_file(path: string)');
    expect(pageCalls).toEqual([]);
  });

  it('leaves a page tool the user turned off out of the instructions', async () => {
    host.enabled.add(PAGE_ORIGIN);
    host.policies.set('ticket', 'off');
    await connectWithTools();
    const text = await promptText(page);
    expect(text).toContain('- add_to_cart(');
    expect(text).not.toContain('ticket');
  });

  it("asks before running a page tool, runs it in the page and marks the answer as the page's", async () => {
    host.enabled.add(PAGE_ORIGIN);
    await connectWithTools();
    const call = page.callTool({ name: 'add_to_cart', arguments: { sku: 'A1' } });
    await until(() => host.approvals.length === 1, 'the approval request');
    expect(host.approvals[0]!.call.serverId).toBe(`page:${PAGE_ORIGIN}`);
    host.approvals[0]!.decide(true);
    const result = await call;
    expect(textOf(result)).toBe('page ran add_to_cart');
    expect(result._meta?.[PAGE_SOURCE_META_KEY]).toBe('page');
    expect(pageCalls).toEqual([{ name: 'add_to_cart', arguments: { sku: 'A1' } }]);
    expect(host.executions).toEqual([]); // never sent to a server
  });

  it("runs the server tool, not the page tool, under the server tool's name", async () => {
    host.enabled.add(PAGE_ORIGIN);
    await connectWithTools();
    const result = await page.callTool({ name: 'read_file', arguments: { path: 'a.txt' } });
    expect(textOf(result)).toContain('read_file ran with');
    expect(pageCalls).toEqual([]);
  });

  it("checks a form tool's arguments against the schema built from its fields", async () => {
    host.enabled.add(PAGE_ORIGIN);
    host.policies.set('ticket', 'auto');
    await connectWithTools();
    const bad = await page.callTool({ name: 'ticket', arguments: {} });
    expect(bad.isError).toBe(true);
    expect(pageCalls).toEqual([]);
    const good = await page.callTool({ name: 'ticket', arguments: { title: 'Broken' } });
    expect(textOf(good)).toBe('page ran ticket');
  });

  it('refuses to run once the user turned the page tools off, even after approval', async () => {
    host.enabled.add(PAGE_ORIGIN);
    await connectWithTools();
    const call = page.callTool({ name: 'add_to_cart', arguments: { sku: 'A1' } });
    await until(() => host.approvals.length === 1, 'the approval request');
    host.enabled.delete(PAGE_ORIGIN);
    host.approvals[0]!.decide(true);
    const result = await call;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/turned off/);
    expect(pageCalls).toEqual([]);
  });

  it('drops a tool list that breaks the bounds', async () => {
    host.enabled.add(PAGE_ORIGIN);
    page = await connectPage(hub);
    await page.notification({
      method: HUB_METHODS.pageTools,
      params: { tools: [{ name: 'bad name with spaces' }] },
    });
    await page.notification({ method: HUB_METHODS.pageTools, params: { tools: [{ name: 'ok' }] } });
    await until(() => host.reported.length > 0, 'the valid list');
    expect(host.reported.map((r) => r.tools.map((t) => t.name))).toEqual([['ok']]);
  });

  it('lists nothing to an ungranted page, page tools included', async () => {
    host.enabled.add(PAGE_ORIGIN);
    host.granted.clear();
    await connectWithTools();
    await expect(page.listTools()).rejects.toThrow();
  });
});
