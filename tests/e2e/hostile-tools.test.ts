// Hostile tools from a real server added in the dashboard: markup and script in a tool's description and
// result stay text in the dashboard, the sidebar and the chat page; a 10 MB result reaches the chat
// without freezing the page (measured with a requestAnimationFrame heartbeat).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import {
  addServer,
  grantAndAwaitServers,
  sendUserMessage,
  sidebarIn,
  userMessages,
  waitForAssistant,
} from './lib/chat';
import { sidebarFrame } from '../hostile/browserKit';
import { startHostileToolServer, type HostileToolServer } from '../hostile/hostileToolServer';

let env: E2eEnv;
let tools: HostileToolServer;
beforeAll(async () => {
  env = await startE2eEnv();
  tools = await startHostileToolServer(env.appOrigin);
});
afterAll(async () => {
  await tools?.stop();
  await env?.stop();
});

/** Whether the payload ran or became an element anywhere in this document (shadow roots included). */
function payloadTrace(target: Page | Frame): Promise<{ pwned: unknown; images: number; scripts: number }> {
  return target.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (const el of Array.from(document.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
    const count = (selector: string) =>
      roots.reduce((n, root) => n + root.querySelectorAll(selector).length, 0);
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      images: count('img[src="x"]'),
      scripts: count('script:not([src])') - count('script[data-known]'),
    };
  });
}

/** Starts a heartbeat that records the longest gap between animation frames. */
function startHeartbeat(target: Page | Frame): Promise<void> {
  return target.evaluate(() => {
    const w = window as unknown as { __longestFrameMs: number };
    w.__longestFrameMs = 0;
    let last = performance.now();
    const beat = (now: number) => {
      w.__longestFrameMs = Math.max(w.__longestFrameMs, now - last);
      last = now;
      requestAnimationFrame(beat);
    };
    requestAnimationFrame(beat);
  });
}
const longestFrame = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { __longestFrameMs: number }).__longestFrameMs);

describe('hostile tools', () => {
  it(
    'keeps markup inert in the dashboard, the sidebar and the page, and survives a 10 MB result',
    { timeout: 300_000 },
    async () => {
      const context = await env.browser.newContext();
      const dashboard = await context.newPage();
      await dashboard.goto(env.stack.dashboardUrl);
      const inlineScriptsBefore = (await payloadTrace(dashboard)).scripts;
      await dashboard.getByRole('tab', { name: 'Servers' }).click();
      await addServer(dashboard, 'hostile', tools.url);
      const item = dashboard.getByRole('listitem', { name: 'Server hostile' });
      await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
      await dashboard.getByRole('tab', { name: 'Tools' }).click();
      await dashboard
        .getByText(/Returns markup/)
        .first()
        .waitFor({ timeout: 10_000 });
      expect(await payloadTrace(dashboard)).toEqual({
        pwned: undefined,
        images: 0,
        scripts: inlineScriptsBefore,
      });

      const page = await context.newPage();
      await page.goto(env.stack.demoUrl);
      const sidebar = sidebarIn(page, env.appOrigin);
      await grantAndAwaitServers(sidebar);
      const frame = await sidebarFrame(page, env.appOrigin);
      const pageScripts = (await payloadTrace(page)).scripts;
      const frameScripts = (await payloadTrace(frame)).scripts;

      await sendUserMessage(page, 'call markup {"note": "<img src=x onerror=window.__pwned=1>"}');
      await waitForAssistant(page, /returned/i, 60_000);
      const card = sidebar.getByRole('article', { name: /markup/ });
      await card.waitFor({ timeout: 10_000 });
      expect(tools.calls).toEqual(['markup']);
      // The result reached the chat as text, payload included, and nothing ran.
      const results = (await userMessages(page)).filter((text) => text.includes('name="markup"'));
      expect(results).toHaveLength(1);
      expect(results[0]).toContain('<script>window.__pwned=1</script>');
      expect(await payloadTrace(page)).toEqual({ pwned: undefined, images: 0, scripts: pageScripts });
      expect(await payloadTrace(frame)).toEqual({ pwned: undefined, images: 0, scripts: frameScripts });

      await startHeartbeat(page);
      await startHeartbeat(frame);
      const started = Date.now();
      await sendUserMessage(page, 'call huge {}');

      const reply = await waitForAssistant(page, /tool .?huge.? returned|tool failed/i, 120_000);
      const elapsed = Date.now() - started;
      const pageLongest = await longestFrame(page);
      const frameLongest = await longestFrame(frame);
      const hugeResult = (await userMessages(page)).filter(
        (text) => /huge/.test(text) && !/^call huge/.test(text),
      );
      console.log(
        `10 MB result: ${elapsed} ms to the reply; longest frame gap page ${pageLongest.toFixed(0)} ms, sidebar ${frameLongest.toFixed(0)} ms; chat got ${hugeResult.map((t) => t.length).join(', ')} chars; reply: ${reply.slice(0, 120)}`,
      );
      expect(tools.calls).toEqual(['markup', 'huge']);
      expect(hugeResult.length).toBeGreaterThan(0);
      // Attached as a file (or cut with a notice): the chat input never receives 10 MB of text.
      expect(hugeResult.join('').length).toBeLessThan(1_000_000);
      // The page and the sidebar share one thread; a card that laid out 10 MB of text froze both for seconds.
      expect(pageLongest).toBeLessThan(1_500);
      const hugeCard = sidebar.getByRole('article', { name: /huge/ });
      expect(await hugeCard.textContent()).toMatch(/more characters not shown here/);
      expect(await payloadTrace(page)).toEqual({ pwned: undefined, images: 0, scripts: pageScripts });
      await context.close();
    },
  );
});
