// A new user's first run, as the dashboard's getting-started guide shows it: three steps to do; pairing the
// connector ticks off step 1; the bookmarklet on a chat and Allow tick off steps 2 and 3, seen back in the
// dashboard, also when the chat is on another site and the sidebar's storage is partitioned from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clickBookmarklet } from '../../scripts/lib/bookmarklet';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { grantOrigin, openGrantedChat, pairDashboard, sidebarIn, withoutLocalPairing } from './lib/chat';
import { onAnotherSite } from './lib/crossSite';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

/** Each step's state as the guide shows it: its badge's text. */
async function stepStates(dashboard: Page): Promise<string[]> {
  const steps = dashboard
    .getByRole('listitem')
    .filter({ has: dashboard.getByRole('heading', { name: /^Step \d:/ }) });
  return steps.evaluateAll((lis) =>
    lis.map((li) => `${li.getAttribute('data-state')}: ${li.querySelector('h3 + span')?.textContent}`),
  );
}

const ALL_TO_DO = ['to-do: To do', 'to-do: To do', 'to-do: To do'];

/**
 * The demo chat as any chat site is, without our runtime: its snippet's embed.js is refused, so only the
 * bookmarklet brings the sidebar. (Fulfilling the page itself from the test would make Chromium treat it
 * as a public page and refuse its frame on 127.0.0.1, by its local network access checks.)
 */
async function withoutSnippet(chat: Page): Promise<void> {
  await chat.route('**/embed.js', (route) => route.abort());
}

/** As a hosted deployment: no /local-pairing.json, so only a pairing link configures the dashboard. */
async function hostedContext(): Promise<BrowserContext> {
  const context = await env.browser.newContext();
  await withoutLocalPairing(context);
  return context;
}

describe('first run', () => {
  it('ticks off each step as the user does it, with the chat on another site', async () => {
    const context = await hostedContext();
    const dashboard = await context.newPage();
    await dashboard.goto(env.stack.dashboardUrl);
    await dashboard.getByRole('heading', { name: 'Get started in three steps' }).waitFor({ timeout: 20_000 });
    expect(await stepStates(dashboard)).toEqual(ALL_TO_DO);
    await dashboard.getByRole('link', { name: 'MCP Bridge' }).waitFor({ timeout: 20_000 });

    await pairDashboard(dashboard, env.stack.connector.newPairingLink());
    await expect
      .poll(() => stepStates(dashboard), { timeout: 30_000 })
      .toEqual(['done: Done', 'to-do: To do', 'to-do: To do']);
    // Paired first, connected a moment later: the third server may still be opening its session.
    await dashboard.getByText('3 of 3 servers connected.').waitFor({ timeout: 30_000 });

    // Another site: the sidebar's storage is not the dashboard's.
    const chatUrl = onAnotherSite(env.stack.demoUrl);
    const chat = await context.newPage();
    await withoutSnippet(chat);
    await chat.goto(chatUrl);
    expect(await chat.locator('iframe').count()).toBe(0);
    await clickBookmarklet(chat, inject('distDir'));
    const sidebar = sidebarIn(chat, env.appOrigin);
    // The frame doesn't see the dashboard's servers: its grant can't reach the dashboard through storage.
    await sidebar.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 20_000 });
    await grantOrigin(sidebar);
    expect(
      await dashboard.evaluate(
        (key) => localStorage.getItem(key)?.includes('localhost') ?? false,
        'mcp-multi-bridge:settings',
      ),
    ).toBe(false);

    // Back in the dashboard, without a reload: all three done, the guide folds to one line.
    const line = dashboard.getByRole('region', { name: 'Getting started' });
    await line.getByText(/You're set up/).waitFor({ timeout: 20_000 });
    await line.getByRole('button', { name: 'Show the steps' }).click();
    expect(await stepStates(dashboard)).toEqual(['done: Done', 'done: Done', 'done: Done']);
    await context.close();
  });

  it('on the demo chat of the same site, the sidebar’s grant shows in the dashboard after a reload', async () => {
    const chat = await openGrantedChat(env.browser, demoChat(env));
    const dashboard = await chat.context.newPage();
    await dashboard.goto(env.stack.dashboardUrl);
    await dashboard
      .getByRole('region', { name: 'Getting started' })
      .getByText(/You're set up/)
      .waitFor({
        timeout: 30_000,
      });
    // Hidden, it stays hidden after a reload, and "Getting started" brings every step back.
    await dashboard.getByRole('button', { name: 'Hide getting started' }).click();
    await dashboard.reload();
    await dashboard.getByRole('tab', { name: 'Servers' }).waitFor();
    expect(await dashboard.getByRole('region', { name: 'Getting started' }).count()).toBe(0);
    await dashboard.getByRole('button', { name: 'Getting started' }).click();
    await expect
      .poll(() => stepStates(dashboard), { timeout: 30_000 })
      .toEqual(['done: Done', 'done: Done', 'done: Done']);
    await chat.context.close();
  });
});
