// The user's sidebar choices the hub carries to the page: instructions exclusions and tool detail in the
// prompt the page reads, the sidebar layout it asks the loader to apply, and the page's color scheme.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import { HUB_METHODS, PAGE_METHODS } from '../protocol/constants';
import type { PageLayoutParams } from '../protocol/types';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import type { InstructionPreferences } from '../instructions/buildInstructions';
import type { ToolDetail } from '../instructions/toolDetail';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, promptText, until } from './test/fakeHost';

class PrefsHost extends FakeHost {
  excluded = new Set<string>();
  detail: ToolDetail = 'full';
  override instructionPreferences(): InstructionPreferences {
    return {
      ...super.instructionPreferences(),
      detail: this.detail,
      isExcluded: (serverId, name) => this.excluded.has(`${serverId}/${name}`),
    };
  }
}

let host: PrefsHost;
let hub: Hub;
let page: Client | undefined;

beforeEach(() => {
  host = new PrefsHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [
    hubTool('read_file', { description: 'Read a file from disk. Follows symlinks.' }),
    hubTool('write_file', { description: 'Write a file.' }),
  ];
  hub = createHub(host);
});

afterEach(async () => {
  await page?.close();
  page = undefined;
  await hub.close();
});

describe('instructions the page reads', () => {
  it('leave out the tools the user excluded, which stay callable', async () => {
    host.excluded.add('server-1/write_file');
    page = await connectPage(hub);
    const text = await promptText(page);
    expect(text).toContain('read_file(path: string)');
    expect(text).not.toContain('write_file');
    const { tools } = await page.listTools();
    expect(tools.map((t) => t.name)).toEqual(['read_file', 'write_file']);
  });

  it('follow the compact setting: first sentence only, no parameter lines', async () => {
    page = await connectPage(hub);
    const full = await promptText(page);
    expect(full).toContain('Follows symlinks.');
    expect(full).toContain('    path: A file path');
    host.detail = 'compact';
    const compact = await promptText(page);
    expect(compact).toContain('- read_file(path: string) — Read a file from disk.');
    expect(compact).not.toContain('Follows symlinks.');
    expect(compact).not.toContain('    path: A file path');
  });

  it('follow agent mode from the settings the page reads', async () => {
    page = await connectPage(hub);
    expect(await promptText(page)).toContain('Answer with the result; call again only if needed.');
    host.pageSettings = { ...host.pageSettings, agentMode: true };
    expect(await promptText(page)).toContain('make the next call yourself');
  });
});

describe('sidebar layout and host color scheme', () => {
  it('sends the layout to the page, even before the grant', async () => {
    host.granted.clear();
    const received: PageLayoutParams[] = [];
    page = await connectPage(hub, PAGE_ORIGIN, (client) => {
      client.setRequestHandler(PAGE_METHODS.layout, { params: z.object({}).loose() }, (params) => {
        received.push(params as PageLayoutParams);
        return { ok: true };
      });
    });
    await page.ping();
    await expect(hub.page.layout({ layout: 'push', width: 480, minimized: false })).resolves.toEqual({
      ok: true,
    });
    expect(received).toEqual([{ layout: 'push', width: 480, minimized: false }]);
  });

  it('keeps the color scheme the page reports and drops an unknown one', async () => {
    page = await connectPage(hub);
    await page.request(
      { method: HUB_METHODS.pageInfo, params: { adapter: 'demo', colorScheme: 'dark' } },
      z.object({}),
    );
    await until(() => host.pages.some((p) => p.info !== undefined), 'the page info');
    expect(host.pages.at(-1)?.info).toEqual({ adapter: 'demo', colorScheme: 'dark' });
    await page.request(
      { method: HUB_METHODS.pageInfo, params: { adapter: 'demo', colorScheme: 'purple' } },
      z.object({}),
    );
    expect(host.pages.at(-1)?.info).toEqual({ adapter: 'demo' });
  });
});
