// Firefox partitions a cross-site frame's storage (Total Cookie Protection): the sidebar on a chat page of
// another site does not see the servers paired in the dashboard, and says so. Firefox grants the Storage
// Access API's request but opens only cookies, so "Use the dashboard's servers" says that and names the
// fallback; the first-party Allow window then grants the site and copies the servers straight to the frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostMessages, onAnotherSite, recordHostMessages } from '../lib/crossSite';
import { openConsentWindow, pairDashboard, selectTab } from '../lib/firefox/app';
import { click, decideAndWaitClosed, sidebarFrame, waitForText } from '../lib/firefox/driver';
import { startFirefoxEnv, type FirefoxEnv } from '../lib/firefox/firefoxEnv';

let env: FirefoxEnv;
beforeAll(async () => {
  env = await startFirefoxEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('Firefox: storage partitioning', () => {
  it('the sidebar on another site gets the grant and the dashboard servers from one consent window', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());

    const chatUrl = onAnotherSite(env.stack.demoUrl);
    await page.evaluateOnNewDocument(recordHostMessages);
    await page.goto(chatUrl);
    const sidebar = await sidebarFrame(page, env.appOrigin);
    await waitForText(sidebar, 'No MCP servers are configured here yet.');
    await waitForText(sidebar, 'storage partitioning');

    // The Storage Access API: Firefox grants it after the click, yet localStorage stays partitioned.
    await click(sidebar, 'button', "Use the dashboard's servers");
    await waitForText(sidebar, /gave the frame its cookies only.*Use “Copy from the dashboard” instead/);
    expect(await sidebar.evaluate(() => document.hasStorageAccess())).toBe(true);
    await waitForText(sidebar, 'No MCP servers are configured here yet.');

    // One Allow window grants the site and offers the dashboard's servers along (ticked).
    const popup = await openConsentWindow(context, sidebar, /^Allow in a new window/);
    expect(new URL(popup.url()).origin).toBe(env.appOrigin);
    // The window names the site and what would travel; the sidebar gets nothing before the click.
    await waitForText(popup, `Allow ${new URL(chatUrl).origin} to use your MCP tools?`);
    const offer = await popup.$eval('label:has(input[type="checkbox"])', (label) => ({
      text: label.textContent,
      checked: label.querySelector('input')?.checked,
    }));
    expect(offer).toEqual({
      text: 'Also use your 3 servers from the dashboard: filesystem, memory, clock',
      checked: true,
    });
    const listed = await popup.$$eval('[aria-label="Servers to copy"] li', (items) =>
      items.map((item) => item.textContent ?? ''),
    );
    expect(listed).toEqual([
      expect.stringMatching(/^filesystem /),
      expect.stringMatching(/^memory /),
      expect.stringMatching(/^clock /),
    ]);
    await waitForText(sidebar, 'No MCP servers are configured here yet.');
    await decideAndWaitClosed(popup, 'button', 'Allow');

    await waitForText(sidebar, /Allowed \S+; copied 3 servers from the dashboard\./, 10_000);
    // The sidebar moved on to the Calls tab after Allow; the servers are under Servers.
    await selectTab(sidebar, 'Servers');
    for (const name of ['filesystem', 'memory', 'clock'])
      await sidebar.waitForFunction(
        (server: string) =>
          document.querySelector(`[aria-label="Server ${server}"]`)?.textContent?.includes('Connected'),
        { timeout: 30_000, polling: 100 },
        name,
      );

    // The connector token travelled popup → frame only; the chat page's window got none of it.
    const received = await page.evaluate(hostMessages);
    expect(received.length).toBeGreaterThan(0);
    expect(received.join('\n')).not.toContain(env.stack.connector.token);
    await context.close();
  });
});
