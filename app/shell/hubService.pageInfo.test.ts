// End to end over the real store: an ungranted page's suggested servers and settings defaults stay out of
// the sidebar until the user allows the origin, then arrive without the page sending anything again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/v4';
import { PAGE_ORIGIN, connectPage, until } from '../../bridge/hub/test/fakeHost';
import { HUB_METHODS } from '../../bridge/protocol/constants';
import { createAppStore } from './store';
import { memoryStorage } from '../features/storage/test/memoryStorage';
import { startHub } from './hubService';
import { NO_SERVED_TABLE } from '../features/teach/test/noServedTable';

let cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup) await fn();
  cleanup = [];
});

describe('page info and grants', () => {
  it('keeps suggestions and defaults of an ungranted page out of the store until it is allowed', async () => {
    const store = createAppStore(memoryStorage);
    const { hub, stop } = startHub(store, { callTool: vi.fn() }, NO_SERVED_TABLE);
    cleanup.push(stop);
    const page = await connectPage(hub);
    cleanup.push(() => page.close());
    const info = {
      adapter: 'generic',
      suggestedServers: [{ name: 'docs', url: 'https://docs.example/mcp' }],
      settingsDefaults: { autoSubmit: true },
    };
    await page.request({ method: HUB_METHODS.pageInfo, params: info }, z.object({}));
    await until(() => store.getState().page.info !== undefined, 'the page info');
    expect(store.getState().page).toMatchObject({ origin: PAGE_ORIGIN, info: { adapter: 'generic' } });
    expect(store.getState().page.info?.suggestedServers).toBeUndefined();
    expect(store.getState().page.info?.settingsDefaults).toBeUndefined();

    store.getState().grantOrigin(PAGE_ORIGIN);
    expect(store.getState().page.info).toEqual(info);
  });
});
