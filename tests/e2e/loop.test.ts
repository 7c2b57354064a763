// The essential path, in Chromium and Firefox: the sidebar is granted, the assistant streams a call, it runs
// once on the real filesystem server through the connector, the result is typed into the chat and sent, and
// the assistant's next turn quotes a file name from it. Once on the demo chat with the embed snippet, once
// with the bookmarklet a user clicks on the demo chat without one.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkletUrl } from '../../scripts/lib/bookmarklet';
import { DEMO_WORKSPACE } from '../../scripts/lib/paths';
import type { StaticServer } from '../../scripts/lib/staticServer';
import { callCards, grantAndAwaitServers, openGrantedChat, pairDashboard } from './lib/driver/app';
import { BROWSERS } from './lib/driver/browsers';
import { sendUserMessage, userMessages, waitForAssistant } from './lib/driver/chat';
import type { DriverEnv, Scope } from './lib/driver/driver';
import { waitForText } from './lib/driver/text';
import { startPlainDemoChat } from './lib/plainDemoChat';

const workspaceFiles = readdirSync(DEMO_WORKSPACE, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name);

/** Each tool's call card, once and done (in any order): every call ran exactly once. */
async function expectRanOnce(sidebar: Scope, tools: string[]): Promise<void> {
  await sidebar.selectTab(/^Calls/);
  for (const tool of tools) await waitForText(sidebar, tool);
  const cards = await callCards(sidebar);
  expect(cards.map((card) => `${card.label} ${card.status}`).sort()).toEqual(
    [...tools].sort().map((tool) => expect.stringMatching(new RegExp(`^Call ${tool}\\S* done$`))),
  );
  for (const card of cards) expect(card.text).toMatch(/done/i);
}

describe.each(BROWSERS)('%s: the full loop', (_browser, start) => {
  let env: DriverEnv;
  let chat: StaticServer;
  beforeAll(async () => {
    [env, chat] = await Promise.all([start(), startPlainDemoChat()]);
  });
  afterAll(async () => {
    await chat?.stop();
    await env?.stop();
  });

  it('runs a streamed call once and sends the result back for the next turn', async () => {
    const { context, tab, sidebar } = await openGrantedChat(env);

    await sendUserMessage(tab, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(tab, /contains/i, 60_000);

    const quoted = workspaceFiles.filter((name) => reply.includes(name));
    expect(quoted.length).toBeGreaterThan(0);

    const results = (await userMessages(tab)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="list_directory" status="ok"/);
    for (const name of quoted) expect(results[0]).toContain(name);

    await expectRanOnce(sidebar, ['list_directory']);
    await context.close();
  });

  it('looks a tool up with describe_tools before its first call, answered by the hub', async () => {
    const { context, tab, sidebar } = await openGrantedChat(env);

    // The default instructions (on demand) name the tools; their types come from describe_tools.
    await sidebar.selectTab('Instructions');
    const instructions = () =>
      sidebar.evaluate(() => document.querySelector('[aria-label="Instructions text"]')?.textContent ?? '');
    await expect.poll(instructions, { timeout: 20_000 }).toContain('\n- list_directory(path) — ');
    expect(await instructions()).toContain('- describe_tools(names) — ');
    await sidebar.click('button', 'Insert into chat');
    await expect
      .poll(() => tab.evaluate(() => document.querySelector<HTMLTextAreaElement>('#chat-input')?.value))
      .toContain('describe_tools');
    await tab.clickSelector('#send-button');

    await waitForAssistant(tab, /contains/i, 60_000);
    // The instructions message quotes the result format too; results are the messages that start with one.
    const results = (await userMessages(tab)).filter((message) =>
      message.trimStart().startsWith('<function_result'),
    );
    expect(results).toHaveLength(2);
    expect(results[0]).toMatch(/name="describe_tools" status="ok"/);
    expect(results[0]).toContain('- list_directory(path: string) — ');
    expect(results[1]).toMatch(/name="list_directory" status="ok"/);
    await expectRanOnce(sidebar, ['describe_tools', 'list_directory']);
    await context.close();
  });

  it('runs the whole bookmarklet URL, and the loop completes through the sidebar frame', async () => {
    const context = await env.browser.newContext();
    const tab = await context.newTab();
    await pairDashboard(tab, env.stack.connector.newPairingLink());
    await tab.goto(`${chat.url}/`);
    // The bookmark's URL is the whole runtime (the bundle test holds it under 55,000 characters, below
    // Firefox's 65,536-character cap on a bookmark's URL); this is what the browser runs from it.
    const url = bookmarkletUrl(env.distDir);
    expect(url.length).toBeGreaterThan(30_000);
    await tab.openBookmarkletUrl(url);

    const sidebar = tab.sidebar(env.appOrigin);
    await grantAndAwaitServers(sidebar);
    expect(tab.url()).toBe(`${chat.url}/`); // the URL ran in the page; it did not replace it
    // A bookmarklet suggests no defaults: auto-submit starts off, and the user turns the loop on here.
    await sidebar.selectTab(/^Settings/);
    await sidebar.click('switch', 'Auto-submit');
    expect(await sidebar.isChecked('switch', 'Auto-submit')).toBe(true);

    await sendUserMessage(tab, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(tab, /contains/i, 60_000);
    const quoted = workspaceFiles.filter((name) => reply.includes(name));
    expect(quoted.length).toBeGreaterThan(0);

    const results = (await userMessages(tab)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="list_directory" status="ok"/);
    for (const name of quoted) expect(results[0]).toContain(name);

    await expectRanOnce(sidebar, ['list_directory']);
    await context.close();
  });
});
