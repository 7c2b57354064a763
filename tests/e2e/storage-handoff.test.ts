// Chromium partitions a cross-site frame's storage: the sidebar on a chat page of another site does not
// see the servers paired in the dashboard. The Allow window (first party, the dashboard's storage) offers
// them along with the grant, and one click hands both straight to the frame (never through the page); the
// separate "Copy from the dashboard" window does the copy alone, later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { hostMessages, onAnotherSite, recordHostMessages } from './lib/crossSite';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import {
  decideAndWaitClosed,
  openConsentWindow,
  pairDashboard,
  selectTab,
  sidebarIn,
  withoutLocalPairing,
} from './lib/chat';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

/** The dashboard paired with the connector, then the chat page on another site with the sidebar open. */
async function chatOnAnotherSite(): Promise<{
  context: BrowserContext;
  page: Page;
  sidebar: FrameLocator;
  chatOrigin: string;
}> {
  const context = await env.browser.newContext();
  // As on the hosted app, where only the pairing link configures the dashboard.
  await withoutLocalPairing(context);
  const page = await context.newPage();
  expect(await pairDashboard(page, env.stack.connector.newPairingLink())).toBe(3);

  const chatUrl = onAnotherSite(env.stack.demoUrl);
  await page.addInitScript(recordHostMessages);
  await page.goto(chatUrl);
  const sidebar = sidebarIn(page, env.appOrigin);
  await sidebar.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 20_000 });
  await sidebar.getByText(/storage partitioning/).waitFor();
  return { context, page, sidebar, chatOrigin: new URL(chatUrl).origin };
}

async function expectConnected(sidebar: FrameLocator): Promise<void> {
  for (const name of ['filesystem', 'memory', 'clock']) {
    const item = sidebar.getByRole('listitem', { name: `Server ${name}` });
    await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
  }
}

/** The connector token travelled popup → frame only; the chat page's window got none of it. */
async function expectTokenNeverInPage(page: Page): Promise<void> {
  const received = await page.evaluate(hostMessages);
  expect(received.join('\n')).not.toContain(env.stack.connector.token);
}

describe('storage partitioning', () => {
  it('one Allow window grants the site and hands it the dashboard servers', async () => {
    const { context, page, sidebar, chatOrigin } = await chatOnAnotherSite();
    // This Chromium keeps no storage for the frame: said once, calmly, and no failed save is claimed.
    await sidebar
      .getByRole('note')
      .getByText(/keeps no storage for the sidebar on this site/)
      .waitFor();
    expect(await sidebar.getByText(/Could not save/).count()).toBe(0);

    const popup = await openConsentWindow(sidebar, /^Allow in a new window/);
    expect(new URL(popup.url()).origin).toBe(env.appOrigin);
    await popup.getByRole('heading', { name: `Allow ${chatOrigin} to use your MCP tools?` }).waitFor();
    const offer = popup.getByRole('checkbox', {
      name: 'Also use your 3 servers from the dashboard: filesystem, memory, clock',
    });
    expect(await offer.isChecked()).toBe(true);
    expect(
      await popup.getByRole('list', { name: 'Servers to copy' }).getByRole('listitem').allTextContents(),
    ).toEqual([
      expect.stringMatching(/^filesystem /),
      expect.stringMatching(/^memory /),
      expect.stringMatching(/^clock /),
    ]);
    // Nothing reaches the sidebar before the click.
    await sidebar.getByText('No MCP servers are configured here yet.').waitFor();
    await decideAndWaitClosed(popup, 'Allow');

    await sidebar
      .getByText(`Allowed ${chatOrigin}; copied 3 servers from the dashboard.`)
      .waitFor({ timeout: 10_000 });
    expect(await sidebar.getByText(`${chatOrigin} (not allowed)`).count()).toBe(0);
    // The sidebar moves on: the Calls tab, and the instructions to put into the chat.
    await sidebar.getByRole('tab', { name: /^Calls/, selected: true }).waitFor({ timeout: 10_000 });
    await sidebar.getByText(/3\/3 servers connected/).waitFor({ timeout: 30_000 });
    await sidebar
      .getByRole('status', { name: 'Next step' })
      .getByRole('button', { name: 'Insert instructions' })
      .click();
    await expect
      .poll(() => page.locator('#chat-input').inputValue(), { timeout: 20_000 })
      .toContain('create_entities');
    await sidebar.getByRole('status', { name: 'Next step' }).waitFor({ state: 'detached' });
    await selectTab(sidebar, 'Servers');
    await expectConnected(sidebar);
    await expectTokenNeverInPage(page);
    await context.close();
  });

  it('"Copy from the dashboard" copies the servers alone, through its own window', async () => {
    const { context, page, sidebar, chatOrigin } = await chatOnAnotherSite();
    const popup = await openConsentWindow(sidebar, 'Copy from the dashboard');
    expect(new URL(popup.url()).origin).toBe(env.appOrigin);
    // The window names the site and what would travel; the sidebar gets nothing before the click.
    await popup
      .getByRole('heading', { name: `Copy your dashboard's servers to the sidebar on ${chatOrigin}?` })
      .waitFor();
    expect(
      await popup.getByRole('list', { name: 'Servers to copy' }).getByRole('listitem').allTextContents(),
    ).toEqual([
      expect.stringMatching(/^filesystem /),
      expect.stringMatching(/^memory /),
      expect.stringMatching(/^clock /),
    ]);
    await sidebar.getByText('No MCP servers are configured here yet.').waitFor();
    await decideAndWaitClosed(popup, 'Copy');

    await sidebar.getByText('Copied 3 server(s) from the dashboard.').waitFor({ timeout: 10_000 });
    await expectConnected(sidebar);
    await expectTokenNeverInPage(page);
    await context.close();
  });
});
