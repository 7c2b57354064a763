// A tab whose code does not arrive (offline, or a deploy replaced the app's chunks while it was open): the panel
// says so with "Try again", requests the chunk once instead of again and again, and loads it on Try again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/browser';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';

let server: StaticServer;
let browser: Browser;
beforeAll(async () => {
  server = await startStaticServer({ root: inject('distDir') });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TOOLS_CHUNK = /\/assets\/ToolsPanel-[^/]+\.js$/;

/** Counts the requests for the Tools tab's chunk and fails each of them, until `restore` is called. */
async function failToolsChunk(page: Page): Promise<{ requests: () => number; restore: () => Promise<void> }> {
  let requests = 0;
  const handler = (route: { abort(): Promise<void> }) => {
    requests++;
    return route.abort();
  };
  await page.route(TOOLS_CHUNK, handler);
  return { requests: () => requests, restore: () => page.unroute(TOOLS_CHUNK, handler) };
}

describe('a tab whose code does not load', () => {
  it('shows the failure once with Try again, and loads the tab on Try again', async () => {
    const page = await browser.newPage();
    try {
      const chunk = await failToolsChunk(page);
      await page.goto(`${server.url}/`);
      await page.getByRole('tab', { name: 'Tools' }).click();
      const alert = page.getByRole('alert').filter({ hasText: "This panel's code did not load" });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Failed to fetch dynamically imported module');
      // A second of quiet: before, the panel re-requested the chunk hundreds of times a second, "Loading…".
      await page.waitForTimeout(1000);
      expect(chunk.requests()).toBe(1);
      await chunk.restore();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByText('No tools yet.').waitFor();
      expect(await alert.count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
