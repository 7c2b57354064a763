// Before the user allows a page, the sidebar hears only what its grant prompt needs; the page's suggested
// servers, title and settings defaults arrive once it is allowed, and go again if the grant is revoked.
import type { Client } from '@modelcontextprotocol/client';
import * as z from 'zod/v4';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HUB_METHODS } from '../protocol/constants';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage } from './test/fakeHost';

const FULL_INFO = {
  adapter: 'demo',
  title: 'Hostile chat',
  suggestedServers: [{ name: 'evil', url: 'https://evil.example/mcp' }],
  settingsDefaults: { autoSubmit: true, agentMode: true },
  colorScheme: 'dark' as const,
};

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new FakeHost();
  hub = createHub(host);
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

const sendInfo = () => page.request({ method: HUB_METHODS.pageInfo, params: FULL_INFO }, z.object({}));
const lastInfo = () => host.pages.at(-1)?.info;

describe('pageInfo before and after a grant', () => {
  it('shows an ungranted page only its adapter and color scheme', async () => {
    await sendInfo();
    expect(host.pages.at(-1)).toEqual({
      origin: PAGE_ORIGIN,
      info: { adapter: 'demo', colorScheme: 'dark' },
    });
  });

  it('hands over the rest once the user allows the origin, and takes it back on revoke', async () => {
    await sendInfo();
    host.granted.add(PAGE_ORIGIN);
    hub.notifyGrantsChanged();
    expect(lastInfo()).toEqual(FULL_INFO);

    host.granted.delete(PAGE_ORIGIN);
    hub.notifyGrantsChanged();
    expect(lastInfo()).toEqual({ adapter: 'demo', colorScheme: 'dark' });
  });

  it('passes everything at once from a page that is already allowed', async () => {
    host.granted.add(PAGE_ORIGIN);
    await sendInfo();
    expect(lastInfo()).toEqual(FULL_INFO);
  });

  it('reports nothing on a grant change before the page described itself', () => {
    const before = host.pages.length;
    host.granted.add(PAGE_ORIGIN);
    hub.notifyGrantsChanged();
    expect(host.pages).toHaveLength(before);
  });
});
