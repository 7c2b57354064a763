// MCP Apps in the sidebar's call cards, in Chromium with real servers through the connector: the official
// basic (vanilla JS) app renders after its call, calls its server through the hub, puts a message into the demo
// chat's input and opens a link only after asking; the budget allocator renders with its data; and a hostile
// app can read neither the sidebar's storage nor its document, nor call another server's tool.
import { resolve } from 'node:path';
import type { FrameLocator, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnector } from '../../connector/cli/startConnector';
import { binEntry } from '../../scripts/lib/stack';
import { clickArmed } from './lib/armedClick';
import { openGrantedChat, selectTab, sendUserMessage, userMessages, waitForAssistant } from './lib/chat';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';

type Connector = Awaited<ReturnType<typeof startConnector>>;

let env: E2eEnv;
let apps: Connector;

beforeAll(async () => {
  env = await startE2eEnv();
  apps = await startConnector({
    servers: {
      budget: {
        command: process.execPath,
        args: [await binEntry('@modelcontextprotocol/server-budget-allocator'), '--stdio'],
      },
      hostile: { command: process.execPath, args: [resolve('tests/e2e/fixtures/hostile-app-server.mjs')] },
    },
    port: 0,
    allowedOrigins: [env.appOrigin],
  });
  await apps.ready();
});
afterAll(async () => {
  await apps?.stop();
  await env?.stop();
});

const openChatWithApps = () =>
  openGrantedChat(env.browser, {
    ...demoChat(env, [apps.newPairingLink()]),
    connected: /5\/5 servers connected/i,
  });

/** The app inside the card's sandbox frame (the sandbox page holds it in a frame of its own). */
const appIn = (sidebar: FrameLocator, tool: string): FrameLocator =>
  sidebar.frameLocator(`iframe[title="App of ${tool}"]`).frameLocator('iframe[title="MCP App"]');

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function runPending(card: Locator): Promise<void> {
  await clickArmed(card.getByRole('button', { name: 'Run', exact: true }));
}

describe('MCP Apps in call cards', () => {
  it('shows the app after its call, calls its server through the hub, writes into the chat, asks before a link', async () => {
    const { context, page, sidebar } = await openChatWithApps();
    await sendUserMessage(page, 'What time is it?');
    const chatCard = sidebar.getByRole('article', { name: 'Call get-time' }).filter({ hasText: 'From ' });
    await runPending(chatCard);
    // The chat still gets the tool's text result.
    const reply = await waitForAssistant(page, /returned/, 30_000);
    const resultTime = /returned: (\S+)/.exec(reply)?.[1] ?? '';
    expect(resultTime).toMatch(ISO_TIME);

    // The app shows the call's result, sent by the host (ui/notifications/tool-result).
    const app = appIn(sidebar, 'get-time');
    await expect.poll(() => app.locator('#server-time').textContent(), { timeout: 30_000 }).toBe(resultTime);

    // "Get Server Time": a tools/call from the app, through the hub, under get-time's policy (ask).
    await app.locator('#get-time-btn').click();
    const appCard = sidebar
      .getByRole('article', { name: 'Call get-time' })
      .filter({ hasText: 'Asked for by an app' });
    await runPending(appCard);
    await expect.poll(() => appCard.getAttribute('data-status')).toBe('done');
    await expect.poll(() => app.locator('#server-time').textContent()).not.toBe(resultTime);
    expect(await app.locator('#server-time').textContent()).toMatch(ISO_TIME);

    // ui/message goes through the page into the chat input, and is sent only under Auto-submit (the demo turns
    // it on; the user may turn it off).
    await app.locator('#message-text').fill('Hello from the clock app');
    await app.locator('#send-message-btn').click();
    await expect
      .poll(async () => (await userMessages(page)).join('\n'))
      .toContain('Hello from the clock app');
    await selectTab(sidebar, 'Settings');
    await sidebar.getByRole('switch', { name: 'Auto-submit' }).uncheck();
    await selectTab(sidebar, 'Calls');
    await expect.poll(() => app.locator('#server-time').textContent(), { timeout: 30_000 }).toBe(resultTime);
    await app.locator('#message-text').fill('A draft from the clock app');
    await app.locator('#send-message-btn').click();
    await expect.poll(() => page.locator('#chat-input').inputValue()).toContain('A draft from the clock app');
    expect((await userMessages(page)).join('\n')).not.toContain('A draft from the clock app');

    // ui/open-link: nothing opens until the user confirms the address shown in the card.
    const target = `${env.stack.demoUrl}#opened-by-app`;
    await app.locator('#link-url').fill(target);
    const pagesBefore = context.pages().length;
    await app.locator('#open-link-btn').click();
    const prompt = sidebar.getByRole('alertdialog', { name: 'Open a link from the app' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(new URL(target).host);
    expect(context.pages()).toHaveLength(pagesBefore);
    const opened = context.waitForEvent('page');
    await clickArmed(prompt.getByRole('button', { name: 'Open link' }));
    expect((await opened).url()).toBe(target);

    // Expand shows the app over the whole panel; back to the card, it is inline again.
    const frame = sidebar.locator('iframe[title="App of get-time"]');
    const inlineHeight = (await frame.boundingBox())?.height ?? 0;
    await chatCard.getByRole('button', { name: 'Expand' }).click();
    await expect
      .poll(async () => (await frame.boundingBox())?.height ?? 0)
      .toBeGreaterThan(inlineHeight + 100);
    await sidebar.getByRole('button', { name: 'Back to the card' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeLessThan(inlineHeight + 100);
    await context.close();
  });

  it('renders the budget allocator with the data of its call', async () => {
    const { context, page, sidebar } = await openChatWithApps();
    await sendUserMessage(page, 'call get-budget-data {}');
    await runPending(sidebar.getByRole('article', { name: 'Call get-budget-data' }));
    const app = appIn(sidebar, 'get-budget-data');
    await app.getByRole('heading', { name: 'Budget Allocator' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => app.locator('#sliders-container input').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await context.close();
  });

  it('keeps a hostile app away from the sidebar’s storage and document, and from other servers', async () => {
    const { context, page, sidebar } = await openChatWithApps();
    const sidebarFrame = page.frames().find((f) => f.url().includes('/sidebar.html'));
    // There is something to steal: the sidebar's settings (servers, the connector's token) are stored here.
    expect(
      await sidebarFrame?.evaluate(() => localStorage.getItem('mcp-multi-bridge:settings') !== null),
    ).toBe(true);

    await sendUserMessage(page, 'call show_hostile {}');
    const report = appIn(sidebar, 'show_hostile').locator('#report');
    await expect.poll(() => report.textContent(), { timeout: 30_000 }).toMatch(/^\{/);
    const found = JSON.parse((await report.textContent()) ?? '{}') as Record<string, string>;
    for (const probe of [
      'localStorage',
      'parentDocument',
      'topDocument',
      'parentStorage',
      'cookie',
      'indexedDB',
    ])
      expect(found[probe], probe).toMatch(/^blocked/);
    expect(found['otherServer']).toBe(
      'refused: This app may call only the tools of its own server; "read_graph" is not one of them.',
    );
    // Its own app-only tool runs for it, but the AI is never told of it.
    expect(found['ownServer']).toBe('own tool ran');
    await sidebar.getByRole('tab', { name: 'Instructions' }).click();
    const instructions = sidebar.getByLabel('Instructions text');
    await expect.poll(() => instructions.textContent(), { timeout: 20_000 }).toContain('show_hostile');
    expect(await instructions.textContent()).not.toContain('own_tool');
    await context.close();
  });
});
