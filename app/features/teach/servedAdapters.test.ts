// The sidebar's side of served adapters: fetching dist/adapters.json (bounded, failure keeps the page's
// built-in table), and the hub resource as the app builds it: the loaded table plus the page host's taught
// entry, with an update to the page when either changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADAPTERS_URI } from '../../../bridge/protocol/adapters';
import type { AdaptersResource, TaughtAdapter } from '../../../bridge/protocol/adapters';
import { PAGE_ORIGIN, connectPage, until } from '../../../bridge/hub/test/fakeHost';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { startHub } from '../../shell/hubService';
import { MAX_TABLE_CHARS, adaptersFor, fetchServedAdapters } from './servedAdapters';

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));
const TABLE = { format: 1, version: 'abc', sites: [] };
const taught = (host: string): TaughtAdapter => ({
  host,
  selectors: { input: '#in' },
  editor: 'auto',
  savedAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

describe('fetchServedAdapters', () => {
  it('fetches the table without a stale cache and keeps it raw', async () => {
    const fetchImpl = answer(JSON.stringify(TABLE));
    expect(await fetchServedAdapters('https://app.example/adapters.json', fetchImpl)).toEqual(TABLE);
    expect(fetchImpl).toHaveBeenCalledWith('https://app.example/adapters.json', { cache: 'no-cache' });
  });

  it('gives no table, with a warning, when it is missing, not JSON or too big', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchServedAdapters('u', answer('Not found', 404))).toBeUndefined();
    expect(await fetchServedAdapters('u', answer('<html>'))).toBeUndefined();
    expect(await fetchServedAdapters('u', answer(`"${'x'.repeat(MAX_TABLE_CHARS)}"`))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[2]?.[1])).toMatch(/larger than/);
  });
});

describe('the adapters resource', () => {
  it("gives a page only its own host's taught entry", () => {
    const sites = { 'chat.example': taught('chat.example'), 'other.example': taught('other.example') };
    expect(adaptersFor('https://chat.example', TABLE, sites)).toEqual({
      table: TABLE,
      taught: sites['chat.example'],
    });
    expect(adaptersFor('https://nope.example', undefined, sites)).toEqual({});
    expect(adaptersFor('null', TABLE, sites)).toEqual({ table: TABLE });
  });

  it('serves the loaded table and the taught entry, and tells the page when either changes', async () => {
    const store = createAppStore(memoryStorage);
    let loaded: (table: unknown) => void = () => {};
    const { hub, stop } = startHub(
      store,
      { callTool: vi.fn() },
      { loadAdapters: () => new Promise((resolve) => (loaded = resolve)) },
    );
    const page = await connectPage(hub);
    const updates: string[] = [];
    page.setNotificationHandler('notifications/resources/updated', (n) => {
      updates.push(n.params.uri);
    });
    const read = async (): Promise<AdaptersResource> => {
      const content = (await page.readResource({ uri: ADAPTERS_URI })).contents[0]!;
      return JSON.parse('text' in content ? content.text : '{}') as AdaptersResource;
    };
    await until(() => store.getState().page.origin === PAGE_ORIGIN, 'the page origin');
    await page.subscribeResource({ uri: ADAPTERS_URI });
    expect(await read()).toEqual({});

    loaded(TABLE);
    await until(() => updates.length === 1, 'the table update');
    expect(await read()).toEqual({ table: TABLE });

    const host = new URL(PAGE_ORIGIN).hostname;
    store.getState().saveTaughtSite(taught('elsewhere.example'));
    store.getState().saveTaughtSite(taught(host));
    await until(() => updates.length === 2, 'the taught update');
    await page.ping();
    expect(updates).toEqual([ADAPTERS_URI, ADAPTERS_URI]);
    expect((await read()).taught?.host).toBe(host);
    await page.close();
    stop();
  });
});
