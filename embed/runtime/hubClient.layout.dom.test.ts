// Against the real hub: the page reports its color scheme and hands the sidebar's layout to the loader.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHub } from '../../bridge/hub/createHub';
import type { Hub } from '../../bridge/hub/createHub';
import { FakeHost, until } from '../../bridge/hub/test/fakeHost';
import type { PageLayoutParams } from '../../bridge/protocol/types';
import type { EmbedConfig } from '../types';
import { defaultConfig } from '../loader/readConfig';
import { connectHub } from './hubClient';
import type { HubClient, PageActions } from './hubClient';
import { APP_ORIGIN, FrameSideTransport, PAGE_ORIGIN } from './test/frameSide';

const config: EmbedConfig = { ...defaultConfig(APP_ORIGIN), adapter: 'demo' };

const actions: PageActions = {
  insertText: async () => ({ ok: true }),
  attachFile: async () => ({ ok: true }),
  submit: async () => ({ ok: true }),
  health: () => ({ adapter: 'demo', found: ['input'], missing: [] }),
};

let host: FakeHost;
let hub: Hub;
let client: HubClient;
const layouts: PageLayoutParams[] = [];

beforeEach(async () => {
  layouts.length = 0;
  document.documentElement.style.setProperty('color-scheme', 'dark');
  host = new FakeHost();
  hub = createHub(host, { keepAliveMs: 50 });
  const frame = document.createElement('iframe');
  document.body.append(frame);
  await hub.connect(new FrameSideTransport(frame.contentWindow!));
  client = connectHub(config, frame, actions, { onLayout: (params) => layouts.push(params) });
});

afterEach(async () => {
  client.close();
  await hub.close();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('layout and color scheme', () => {
  it('reports the host color scheme in the page info', async () => {
    await until(() => host.pages.some((p) => p.info !== undefined), 'the page info');
    expect(host.pages.find((p) => p.info)?.info).toMatchObject({ adapter: 'demo', colorScheme: 'dark' });
  });

  it('hands the layout the sidebar sends to the loader, before any grant', async () => {
    await until(() => host.pages.some((p) => p.origin === PAGE_ORIGIN), 'the page to connect');
    await expect(hub.page.layout({ layout: 'push', width: 500, minimized: true })).resolves.toEqual({
      ok: true,
    });
    expect(layouts).toEqual([{ layout: 'push', width: 500, minimized: true }]);
  });
});
