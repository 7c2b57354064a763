// Chromium and Firefox partition a cross-site frame's storage: the sidebar on a chat page of another site does
// not see the servers paired in the dashboard, and says so. The Allow window (first party, the dashboard's
// storage) offers them along with the grant, and one click hands both straight to the frame (never through the
// page); the separate "Copy from the dashboard" window does the copy alone, later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostMessages, onAnotherSite, recordHostMessages } from './lib/crossSite';
import { pairDashboard } from './lib/driver/app';
import { BROWSERS } from './lib/driver/browsers';
import type { Context, DriverEnv, Scope, Tab } from './lib/driver/driver';
import { textOf, waitForText } from './lib/driver/text';

const NO_SERVERS = 'No MCP servers are configured here yet.';

describe.each(BROWSERS)('%s: storage partitioning', (browserName, start) => {
  let env: DriverEnv;
  beforeAll(async () => {
    env = await start();
  });
  afterAll(async () => {
    await env?.stop();
  });

  /** The dashboard paired with the connector, then the chat page on another site with the sidebar open. */
  async function chatOnAnotherSite(): Promise<{
    context: Context;
    tab: Tab;
    sidebar: Scope;
    chatOrigin: string;
  }> {
    const context = await env.browser.newContext();
    // As on the hosted app, where only the pairing link configures the dashboard (neither window here reads
    // the file: the dashboard opens from a link, and the Allow window offers the copy instead).
    await context.withoutLocalPairing?.();
    const tab = await context.newTab();
    expect(await pairDashboard(tab, env.stack.connector.newPairingLink())).toBe(3);

    const chatUrl = onAnotherSite(env.stack.demoUrl);
    await tab.addInitScript(recordHostMessages);
    await tab.goto(chatUrl);
    const sidebar = tab.sidebar(env.appOrigin);
    await waitForText(sidebar, NO_SERVERS);
    await waitForText(sidebar, /storage partitioning/);
    return { context, tab, sidebar, chatOrigin: new URL(chatUrl).origin };
  }

  /** The window names the servers that would travel; the sidebar has none of them before the click. */
  async function expectServersOffered(popup: Tab, sidebar: Scope): Promise<void> {
    const listed = await popup.evaluate(() =>
      [...document.querySelectorAll('[aria-label="Servers to copy"] li')].map(
        (item) => item.textContent ?? '',
      ),
    );
    expect(listed).toEqual([
      expect.stringMatching(/^filesystem /),
      expect.stringMatching(/^memory /),
      expect.stringMatching(/^clock /),
    ]);
    await waitForText(sidebar, NO_SERVERS);
  }

  async function expectConnected(sidebar: Scope): Promise<void> {
    for (const name of ['filesystem', 'memory', 'clock'])
      await sidebar.waitFor(
        (server) =>
          [...document.querySelectorAll(`[aria-label="Server ${server}"] *`)].some(
            (element) => element.textContent?.trim() === 'Connected',
          ),
        name,
        30_000,
      );
  }

  /** The connector token travelled popup → frame only; the chat page's window got none of it. */
  async function expectTokenNeverInPage(tab: Tab): Promise<void> {
    const received = await tab.evaluate(hostMessages);
    expect(received.length).toBeGreaterThan(0);
    expect(received.join('\n')).not.toContain(env.stack.connector.token);
  }

  it('one Allow window grants the site and hands it the dashboard servers', async () => {
    const { context, tab, sidebar, chatOrigin } = await chatOnAnotherSite();
    if (browserName === 'chromium') {
      // This Chromium keeps no storage for the frame: said once, calmly.
      await sidebar.waitFor(() =>
        [...document.querySelectorAll('[role="note"]')].some((note) =>
          /keeps no storage for the sidebar on this site/.test(note.textContent ?? ''),
        ),
      );
    } else {
      // Firefox grants the Storage Access API's request after the click, yet opens only cookies.
      await sidebar.click('button', "Use the dashboard's servers");
      await waitForText(sidebar, /gave the frame its cookies only.*Use “Copy from the dashboard” instead/);
      expect(await sidebar.evaluate(() => document.hasStorageAccess())).toBe(true);
      await waitForText(sidebar, NO_SERVERS);
    }
    // And no failed save is claimed.
    expect(await textOf(sidebar)).not.toMatch(/Could not save/);

    const popup = await sidebar.openWindow(/^Allow in a new window/);
    expect(new URL(popup.url()).origin).toBe(env.appOrigin);
    await popup.waitForRole('heading', `Allow ${chatOrigin} to use your MCP tools?`);
    const offer = 'Also use your 3 servers from the dashboard: filesystem, memory, clock';
    expect(await popup.isChecked('checkbox', offer)).toBe(true);
    await expectServersOffered(popup, sidebar);
    await popup.decideAndWaitClosed('Allow');

    await waitForText(sidebar, `Allowed ${chatOrigin}; copied 3 servers from the dashboard.`, 10_000);
    expect(await textOf(sidebar)).not.toContain(`${chatOrigin} (not allowed)`);
    // The sidebar moves on: the Calls tab, and the instructions to put into the chat.
    await sidebar.waitFor(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith('Calls'),
      undefined,
      10_000,
    );
    await waitForText(sidebar, /3\/3 servers connected/, 30_000);
    await sidebar.waitFor(() => document.querySelector('[role="status"][aria-label="Next step"] button'));
    await sidebar.click('button', 'Insert instructions');
    await expect
      .poll(() => tab.evaluate(() => document.querySelector<HTMLTextAreaElement>('#chat-input')?.value), {
        timeout: 20_000,
      })
      .toContain('create_entities');
    await sidebar.waitFor(() => !document.querySelector('[role="status"][aria-label="Next step"]'));
    await sidebar.selectTab('Servers');
    await expectConnected(sidebar);
    await expectTokenNeverInPage(tab);
    await context.close();
  });

  it('"Copy from the dashboard" copies the servers alone, through its own window', async () => {
    const { context, tab, sidebar, chatOrigin } = await chatOnAnotherSite();
    const popup = await sidebar.openWindow('Copy from the dashboard');
    expect(new URL(popup.url()).origin).toBe(env.appOrigin);
    await popup.waitForRole('heading', `Copy your dashboard's servers to the sidebar on ${chatOrigin}?`);
    await expectServersOffered(popup, sidebar);
    await popup.decideAndWaitClosed('Copy');

    await waitForText(sidebar, 'Copied 3 server(s) from the dashboard.', 10_000);
    await expectConnected(sidebar);
    await expectTokenNeverInPage(tab);
    await context.close();
  });
});
