// Firefox: the essential path with the bookmarklet a user clicks. The tab navigates to the built
// bookmarklet.txt's javascript: URL on the demo chat (no snippet, no CSP); the sidebar frame opens, is
// granted in the consent window, the demo assistant streams a call, it runs once on the real filesystem
// server through the connector, and the result goes back into the chat and is sent.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../scripts/lib/paths';
import type { StaticServer } from '../../../scripts/lib/staticServer';
import { grantAndAwaitServers, pairDashboard, selectTab } from '../lib/firefox/app';
import { bookmarkletUrl, navigateToBookmarklet } from '../lib/firefox/bookmarklet';
import { sendUserMessage, userMessages, waitForAssistant } from '../lib/firefox/chat';
import { click, control, sidebarFrame, waitForText } from '../lib/firefox/driver';
import { startFirefoxEnv, type FirefoxEnv } from '../lib/firefox/firefoxEnv';
import { startPlainDemoChat } from '../lib/firefox/plainDemoChat';

const workspaceFiles = readdirSync(DEMO_WORKSPACE, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name);

let env: FirefoxEnv;
let chat: StaticServer;
beforeAll(async () => {
  [env, chat] = await Promise.all([startFirefoxEnv(), startPlainDemoChat()]);
});
afterAll(async () => {
  await chat?.stop();
  await env?.stop();
});

describe('Firefox: the bookmarklet on the demo chat', () => {
  it('runs the whole bookmarklet URL, and the loop completes through the sidebar frame', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    await page.goto(`${chat.url}/`);
    // The bookmark's URL is the whole runtime (the bundle test holds it under 55,000 characters, below
    // Firefox's 65,536-character cap on a bookmark's URL); this is what Firefox runs from it.
    expect(bookmarkletUrl(env.distDir).length).toBeGreaterThan(30_000);
    await navigateToBookmarklet(page, env.distDir);

    const sidebar = await sidebarFrame(page, env.appOrigin);
    expect(page.url()).toBe(`${chat.url}/`); // the URL ran in the page; it did not replace it
    await grantAndAwaitServers(context, sidebar);
    // A bookmarklet suggests no defaults: auto-submit starts off, and the user turns the loop on here.
    await selectTab(sidebar, /^Settings/);
    await click(sidebar, 'switch', 'Auto-submit');
    const autoSubmit = await control(sidebar, 'switch', 'Auto-submit');
    expect(await autoSubmit.evaluate((input) => (input as HTMLInputElement).checked)).toBe(true);

    await sendUserMessage(page, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(page, /contains/i, 60_000);
    const quoted = workspaceFiles.filter((name) => reply.includes(name));
    expect(quoted.length).toBeGreaterThan(0);

    const results = (await userMessages(page)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="list_directory" status="ok"/);
    for (const name of quoted) expect(results[0]).toContain(name);

    // One call card, done: the call ran once.
    await selectTab(sidebar, /^Calls/);
    await waitForText(sidebar, /list_directory/);
    const cards = await sidebar.$$eval('article[aria-label^="Call "]', (all) =>
      all.map((card) => `${card.getAttribute('aria-label')} ${card.getAttribute('data-status')}`),
    );
    expect(cards).toEqual([expect.stringMatching(/^Call list_directory\S* done$/)]);
    await context.close();
  });
});
