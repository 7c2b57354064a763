// A hostile page and its neighbours: forged messages from a cross-origin frame or from a window that is
// not the popup's opener, a tools/call the ungranted page sends itself, a flood of 10,000 messages a
// second and malformed JSON-RPC. None of it runs a tool; the sidebar keeps answering with bounded memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { grantAndAwaitServers, sendUserMessage, sidebarIn, waitForAssistant } from './lib/chat';
import {
  FIND_SIDEBAR_WINDOW,
  createEntitiesCall,
  envelope,
  memoryEntityNames,
  openDemo,
  sidebarFrame,
} from '../hostile/browserKit';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

async function grantedDemo() {
  const opened = await openDemo(env);
  const sidebar = sidebarIn(opened.page, env.appOrigin);
  await grantAndAwaitServers(sidebar);
  return { ...opened, sidebar };
}

describe('forged messages', () => {
  it('ignores a correct envelope from a cross-origin frame on the page', async () => {
    const { context, page, sidebar } = await grantedDemo();
    // The same server under another host name is another origin.
    const otherOrigin = env.stack.demoUrl.replace('127.0.0.1', 'localhost');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'cross-origin-forger';
      document.body.append(frame);
      return new Promise((done) => frame.addEventListener('load', done, { once: true }));
    }, otherOrigin);
    const forger = page.frames().find((f) => f.url().startsWith(new URL(otherOrigin).origin));
    expect(forger).toBeDefined();
    await forger?.evaluate(
      (message) => {
        // From inside the cross-origin frame, every frame of the top page is reachable by index.
        for (let i = 0; i < window.top!.frames.length; i++) window.top!.frames[i]!.postMessage(message, '*');
      },
      envelope(createEntitiesCall(7001, 'cross-origin-entity')),
    );
    await page.waitForTimeout(2_000);
    expect(await sidebar.getByRole('article').count()).toBe(0);
    expect(await memoryEntityNames(env)).not.toContain('cross-origin-entity');
    await context.close();
  });

  it('ignores a correct envelope sent to the popup sidebar by a window that is not its opener', async () => {
    const { context, page } = await openDemo(env);
    // The sidebar in a window, as the loader opens it when the page's CSP blocks the frame.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => {
        (window as unknown as { sidebarPopup: Window | null }).sidebarPopup = window.open(
          url,
          'mcp-sidebar',
          'popup',
        );
      }, `${env.appOrigin}/sidebar.html?window=popup`),
    ]);
    await popup.waitForLoadState();
    await popup.waitForTimeout(1_000);
    // A window the popup opened itself (same origin, but not its opener) sends the opener's message. It runs
    // its code through Playwright: our strict CSP (no eval), which about:blank inherits, rules out `Function`.
    const [strangerPage] = await Promise.all([
      context.waitForEvent('page'),
      popup.evaluate(() => void window.open('about:blank', 'stranger', 'popup')),
    ]);
    const stranger = await strangerPage.evaluate(
      (message) =>
        new Promise<number>((done) => {
          const replies: unknown[] = [];
          window.addEventListener('message', (event) => replies.push(event.data));
          (window.opener as Window).postMessage(message, '*');
          setTimeout(() => done(replies.length), 2_000);
        }),
      envelope(createEntitiesCall(7002, 'stranger-entity')),
    );
    expect(stranger).toBe(0);
    expect(await popup.getByRole('article').count()).toBe(0);
    expect(await memoryEntityNames(env)).not.toContain('stranger-entity');

    // Control: the opener's identical message is answered (not granted), so the popup was listening.
    const reply = await page.evaluate(
      (message) =>
        new Promise<unknown>((resolve) => {
          const target = (window as unknown as { sidebarPopup: Window }).sidebarPopup;
          window.addEventListener('message', (event) => {
            const payload = (event.data as { payload?: { id?: unknown } } | null)?.payload;
            if (event.source === target && payload?.id === 7004) resolve(payload);
          });
          target.postMessage(message, '*');
          setTimeout(() => resolve('no answer'), 10_000);
        }),
      envelope(createEntitiesCall(7004, 'opener-entity')),
    );
    expect(reply).toMatchObject({ error: { code: -32010 } });
    expect(await memoryEntityNames(env)).not.toContain('opener-entity');
    await context.close();
  });

  it('answers a tools/call from the ungranted page itself with the not-granted error', async () => {
    const { context, page } = await openDemo(env);
    const sidebar = sidebarIn(page, env.appOrigin);
    await sidebar.getByRole('button', { name: /^allow/i }).waitFor({ timeout: 20_000 });
    const reply = await page.evaluate(
      ({ message, find }) =>
        new Promise<unknown>((resolve) => {
          const target = (0, eval)(find) as Window;
          window.addEventListener('message', (event) => {
            const payload = (event.data as { payload?: { id?: unknown } } | null)?.payload;
            if (event.source === target && payload?.id === 7003) resolve(payload);
          });
          target.postMessage(message, '*');
          setTimeout(() => resolve('no answer'), 10_000);
        }),
      { message: envelope(createEntitiesCall(7003, 'ungranted-direct-entity')), find: FIND_SIDEBAR_WINDOW },
    );
    expect(reply).toMatchObject({ error: { code: -32010, message: expect.stringMatching(/not allowed/i) } });
    expect(await sidebar.getByRole('article').count()).toBe(0);
    expect(await memoryEntityNames(env)).not.toContain('ungranted-direct-entity');
    await context.close();
  });
});

const MALFORMED: unknown[] = [
  { jsonrpc: '1.0', id: 1, method: 'tools/call', params: { name: 'create_entities' } },
  { jsonrpc: '2.0', id: 2, params: { name: 'create_entities' } },
  { jsonrpc: '2.0', id: 1e308, method: 'tools/call', params: { name: 'nope', arguments: {} } },
  { jsonrpc: '2.0', id: 'x'.repeat(100_000), method: 'ping' },
  { jsonrpc: '2.0', id: { nested: [[[{}]]] }, method: 'tools/call' },
  { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'y'.repeat(1_000_000), arguments: {} } },
  { jsonrpc: '2.0', id: 4, method: 'tools/call', params: 'z'.repeat(1_000_000) },
  { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'read_graph', arguments: [1, 2] } },
  { jsonrpc: '2.0', id: 6, method: { toString: null } },
  { jsonrpc: '2.0', result: { evil: true }, id: 999_999 },
  { jsonrpc: '2.0', error: { code: 'x', message: 7 }, id: 1 },
  [{ jsonrpc: '2.0', id: 7, method: 'ping' }],
  null,
  'mcp-check-ready'.repeat(1000),
  42,
];

describe('a flood and malformed JSON-RPC from the page', () => {
  it('survives 10,000 messages a second for 5 s, runs nothing, and still answers a real call', async () => {
    const { context, page, sidebar } = await grantedDemo();
    const frame = await sidebarFrame(page, env.appOrigin);
    const heap = () =>
      frame.evaluate(
        () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // The sidebar frame shares the page's renderer (same site), so the CDP metric covers both.
    const jsHeap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const before = await heap();
    const heapBefore = await jsHeap();
    // Count the hub's answers to the flood's pings: the sidebar processed the flood, not just dropped it.
    await page.evaluate(() => {
      const w = window as unknown as { __pongs: number };
      w.__pongs = 0;
      window.addEventListener('message', (event) => {
        const id = (event.data as { payload?: { id?: unknown } } | null)?.payload?.id;
        if (typeof id === 'string' && id.startsWith('flood-')) w.__pongs++;
      });
    });

    const sent = await page.evaluate(
      ({ find, malformed, rate, seconds }) =>
        new Promise<number>((resolve) => {
          const target = (0, eval)(find) as Window;
          const wrap = (payload: unknown) => ({
            channel: 'mcp-multi-bridge',
            type: 'mcp',
            direction: 'client-to-server',
            payload,
          });
          let count = 0;
          const started = performance.now();
          const timer = setInterval(() => {
            // Catch up to the target rate whatever the timer's real period is.
            const due = Math.min(rate * seconds, Math.floor(((performance.now() - started) / 1000) * rate));
            for (; count < due; count++) {
              const kind = count % 4;
              if (kind === 0)
                target.postMessage(wrap({ jsonrpc: '2.0', id: `flood-${count}`, method: 'ping' }), '*');
              else if (kind === 1) target.postMessage(wrap({ jsonrpc: '2.0', method: 'tools/call' }), '*');
              else if (kind === 2)
                target.postMessage(
                  wrap({
                    jsonrpc: '2.0',
                    id: count,
                    method: 'tools/call',
                    params: { name: 'no_such_tool', arguments: {} },
                  }),
                  '*',
                );
              else target.postMessage(wrap(malformed[count % malformed.length]), '*');
            }
            if (count >= rate * seconds) {
              clearInterval(timer);
              resolve(count);
            }
          }, 10);
        }),
      {
        find: FIND_SIDEBAR_WINDOW,
        malformed: MALFORMED.filter((m) => JSON.stringify(m).length < 10_000),
        rate: 10_000,
        seconds: 5,
      },
    );
    expect(sent).toBe(50_000);

    // Then the big malformed messages, once each.
    await page.evaluate(
      ({ find, malformed }) => {
        const target = (0, eval)(find) as Window;
        for (const payload of malformed)
          target.postMessage(
            { channel: 'mcp-multi-bridge', type: 'mcp', direction: 'client-to-server', payload },
            '*',
          );
      },
      { find: FIND_SIDEBAR_WINDOW, malformed: MALFORMED },
    );

    // A real call still works after the flood.
    await sendUserMessage(page, 'call read_graph {}');
    await waitForAssistant(page, /returned/i, 60_000);

    const heapAfter = await jsHeap();
    const after = await heap();
    const pongs = await page.evaluate(() => (window as unknown as { __pongs: number }).__pongs);
    console.log(
      `flood: ${pongs} pings answered; JS heap (page and sidebar) ${(heapBefore / 1e6).toFixed(1)} MB -> ${(heapAfter / 1e6).toFixed(1)} MB; sidebar performance.memory ${(before / 1e6).toFixed(1)} -> ${(after / 1e6).toFixed(1)} MB`,
    );
    expect(pongs).toBeGreaterThan(1_000);
    expect(heapAfter - heapBefore).toBeLessThan(50e6);
    expect(after - before).toBeLessThan(50e6);

    const cards = await sidebar.getByRole('article').allTextContents();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatch(/read_graph/);
    expect(await memoryEntityNames(env)).toEqual(expect.any(Array));
    await context.close();
  });
});
