// The call history's IndexedDB storage (app/features/history/indexedDbHistory.ts) in a real browser: a version-1 database
// (the whole list under one key) is moved to one record per call, the order survives a new window, and a save
// writes only the calls that changed, which keeps a 1,000-call history cheap to save after every call.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallToolResult } from '../../bridge/connections/types';
import type { indexedDbHistory } from '../../app/features/history/indexedDbHistory';
import { launchChromium } from '../../scripts/lib/browser';
import { bundleScript } from '../../scripts/lib/bundleScript';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';
import { callRecord } from '../../app/features/calls/test/callRecord';

type TestWindow = Window & {
  indexedDbHistory: typeof indexedDbHistory;
  puts: number;
};
declare const window: TestWindow;

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const script = await bundleScript(join(REPO_ROOT, 'tests/e2e/fixtures/indexedDbHistoryPage.ts'));
  server = await startStaticServer({
    routes: {
      '/': { body: '<!doctype html><script src="/history.js"></script>', contentType: 'text/html' },
      '/history.js': { body: script, contentType: 'text/javascript' },
    },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
// A fresh context per test: its own, empty IndexedDB.
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(server.url);
});
afterEach(() => context.close());

const call = callRecord;

describe('call history in IndexedDB', () => {
  it('moves a version-1 history (one list under one key) into one record per call, in order', async () => {
    const loaded = await page.evaluate(
      async (calls) => {
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('mcp-multi-bridge-history', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('history').put(calls, 'calls');
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(request.error);
        });
        const history = window.indexedDbHistory(indexedDB);
        const ids = (await history.load()).map((c) => c.id);
        const stores = await new Promise<string[]>((resolve) => {
          const request = indexedDB.open('mcp-multi-bridge-history');
          request.onsuccess = () => resolve([...request.result.objectStoreNames]);
        });
        return { ids, stores };
      },
      [call('c3'), call('c2'), call('c1')],
    );
    expect(loaded).toEqual({ ids: ['c3', 'c2', 'c1'], stores: ['calls'] });
  });

  it('writes only new and changed calls, drops the ones left out, and keeps the order for a new window', async () => {
    const result = await page.evaluate(
      async ({ a, b, c, bDone }) => {
        const history = window.indexedDbHistory(indexedDB);
        await history.load();
        await history.save([b, a]);
        const put = IDBObjectStore.prototype.put;
        window.puts = 0;
        IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
          window.puts++;
          return put.apply(this, args);
        };
        await history.save([c, bDone, a]);
        const putsForChange = window.puts;
        const again = (await window.indexedDbHistory(indexedDB).load()).map((x) => [x.id, x.status]);
        await history.save([c, bDone]);
        const afterDrop = (await window.indexedDbHistory(indexedDB).load()).map((x) => x.id);
        await history.clear();
        await history.save([a]);
        const afterClear = (await window.indexedDbHistory(indexedDB).load()).map((x) => x.id);
        return { putsForChange, again, afterDrop, afterClear };
      },
      { a: call('a'), b: call('b', 'running'), c: call('c'), bDone: call('b') },
    );
    expect(result).toEqual({
      putsForChange: 2, // c is new, b changed; a is the same record
      again: [
        ['c', 'done'],
        ['b', 'done'],
        ['a', 'done'],
      ],
      afterDrop: ['c', 'b'],
      afterClear: ['a'],
    });
  });

  it('puts a call after the ones a previous window saved', async () => {
    const ids = await page.evaluate(
      async ({ a, b, c }) => {
        await window.indexedDbHistory(indexedDB).save([b, a]);
        const next = window.indexedDbHistory(indexedDB);
        const saved = await next.load();
        await next.save([c, ...saved]);
        return (await window.indexedDbHistory(indexedDB).load()).map((x) => x.id);
      },
      { a: call('a'), b: call('b'), c: call('c') },
    );
    expect(ids).toEqual(['c', 'b', 'a']);
  });

  it('keeps the saved copy of a call whose result left memory', async () => {
    const result: CallToolResult = { content: [{ type: 'text', text: 'the graph' }] };
    const loaded = await page.evaluate(
      async ({ full, released }) => {
        const history = window.indexedDbHistory(indexedDB);
        await history.load();
        await history.save([full]);
        await history.save([released]);
        return (await window.indexedDbHistory(indexedDB).loadCall(full.id))?.result;
      },
      { full: { ...call('a'), result }, released: { ...call('a'), resultSaved: true as const } },
    );
    expect(loaded).toEqual(result);
  });

  it("orders calls of windows that saved side by side by their start, not by each window's own count", async () => {
    const ids = await page.evaluate(
      async ({ early, late, latest }) => {
        const first = window.indexedDbHistory(indexedDB);
        const second = window.indexedDbHistory(indexedDB);
        await Promise.all([first.load(), second.load()]);
        // Both windows count on from the same point: `latest` and `early` get the same seq.
        await first.save([latest]);
        await second.save([early]);
        await second.save([late, early]);
        return (await window.indexedDbHistory(indexedDB).load()).map((x) => x.id);
      },
      {
        early: { ...call('early'), startedAt: 10 },
        late: { ...call('late'), startedAt: 20 },
        latest: { ...call('latest'), startedAt: 30 },
      },
    );
    expect(ids).toEqual(['latest', 'late', 'early']);
  });

  it('goes on without saved history while a window of the older version holds the database', async () => {
    const outcome = await page.evaluate(async (a) => {
      // A version-1 connection that, like the older app, never closes for an upgrade.
      const old = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('mcp-multi-bridge-history', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('history');
        request.onsuccess = () => resolve(request.result);
      });
      const history = window.indexedDbHistory(indexedDB);
      const blocked = await history.load().then(
        () => 'loaded',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      old.close();
      await history.save([a]);
      const after = (await window.indexedDbHistory(indexedDB).load()).map((x) => x.id);
      return { blocked, after };
    }, call('a'));
    expect(outcome).toEqual({
      blocked: 'Another window of the app holds the call history; close it to keep this one.',
      after: ['a'],
    });
  });
});
