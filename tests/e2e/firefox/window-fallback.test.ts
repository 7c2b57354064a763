// Firefox has no IntersectionObserver v2, so in a frame the sidebar can never prove it is visible and its
// gated controls never arm. Each offers "… in a window…" instead: the first-party consent window says exactly
// what will happen, nothing happens before its own click, and after that click it happens once. Here the tool
// form's Run, a result's Insert into chat and Attach to chat, and a prompt's Insert into chat (server-everything
// added by URL) go that way; the instructions' Insert needs no gate (the page can read that text anyway) and
// works in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'puppeteer-core';
import { GATE_REASONS } from '../../../app/ui/gate/ApprovalControls';
import { occurrences } from '../../../embed/editors/verify';
import { memoryEntityNames } from '../lib/memoryServer';
import { startEverythingServer } from '../../../scripts/lib/everythingServer';
import { openConsentWindow, selectTab } from '../lib/firefox/app';
import { openGrantedChat } from '../lib/firefox/chat';
import { click, control, decideAndWaitClosed, waitForText } from '../lib/firefox/driver';
import { startFirefoxEnv, type FirefoxEnv } from '../lib/firefox/firefoxEnv';
import { until } from '../lib/firefox/until';

let env: FirefoxEnv;
let context: BrowserContext;
let page: Page;
let sidebar: Frame;
let chatOrigin: string;
const entity = `ff-window-run-${Date.now()}`;

beforeAll(async () => {
  env = await startFirefoxEnv();
  ({ context, page, sidebar } = await openGrantedChat(env.browser, {
    pairingLink: env.stack.connector.newPairingLink(),
    chatUrl: env.stack.demoUrl,
    appOrigin: env.appOrigin,
  }));
  chatOrigin = new URL(page.url()).origin;
  // The grant took: the page's own actions are offered (they show only for a granted site).
  await selectTab(sidebar, /^Settings/);
  await control(sidebar, 'button', 'Insert instructions into chat', { enabled: true });
});
afterAll(async () => {
  await context?.close();
  await env?.stop();
});

const chatInput = () => page.$eval('#chat-input', (input) => (input as HTMLTextAreaElement).value);
const chips = () =>
  page.$$eval('#attachments .file-chip', (all) => all.map((chip) => chip.textContent ?? ''));
/** Empties the chat's input, as a user would before the next step. */
async function clearChatInput(): Promise<void> {
  await page.$eval('#chat-input', (input) => {
    const area = input as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, '');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Labels of the buttons of the create_entities call cards run by hand: one card per run. */
const manualCards = () =>
  sidebar.$$eval('article[aria-label*="create_entities"]', (cards) =>
    cards
      .filter((card) => card.textContent?.includes('Run by hand'))
      .map((card) => ({
        status: card.getAttribute('data-status'),
        buttons: [...card.querySelectorAll('button')].map((b) => b.textContent?.trim()),
      })),
  );

describe('Firefox: the sidebar frame’s window fallback', () => {
  it('runs the tool form through "Run in a window…", with the arguments the window showed, once', async () => {
    await selectTab(sidebar, 'Tools');
    await click(sidebar, 'button', 'Run create_entities…');
    await click(sidebar, 'switch', 'Raw JSON');
    const args = { entities: [{ name: entity, entityType: 'test', observations: [] }] };
    const raw = await sidebar.waitForSelector('form[aria-label="Arguments of create_entities"] textarea');
    await raw!.evaluate((area) => (area as HTMLTextAreaElement).select());
    await raw!.type(JSON.stringify(args));

    // No dead Run: the form offers the window, and says why.
    await waitForText(sidebar, GATE_REASONS.unsupported);
    expect(await sidebar.$$eval('form button[type="submit"]', (b) => b.map((x) => x.textContent))).toEqual([
      'Run in a window…',
    ]);
    const window = await openConsentWindow(context, sidebar, 'Run in a window…');
    expect(new URL(window.url()).origin).toBe(env.appOrigin);
    await waitForText(window, 'Run create_entities on memory?');
    await waitForText(window, `From the tool form of the sidebar on ${chatOrigin}, with these arguments:`);
    const shown = await window.$eval('[aria-label="Arguments"]', (pre) => pre.textContent ?? '');
    expect(JSON.parse(shown)).toEqual(args);

    // Nothing runs until the window's own click. The sleep proves an absence: there is no event to wait for.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await memoryEntityNames(env)).not.toContain(entity);
    await decideAndWaitClosed(window, 'button', 'Run');

    await until(
      () => memoryEntityNames(env),
      (names) => names.includes(entity),
    );
    await selectTab(sidebar, /^Calls/);
    const cards = await until(manualCards, (found) => found[0]?.status === 'done');
    expect(cards).toHaveLength(1);
  });

  it('inserts that result into the chat through "Insert in a window…": Cancel does nothing, Insert once', async () => {
    const [card] = await manualCards();
    expect(card?.buttons).toContain('Insert in a window…');
    expect(card?.buttons).not.toContain('Insert into chat');
    const before = await chatInput();

    const cancelled = await openConsentWindow(context, sidebar, 'Insert in a window…');
    await waitForText(cancelled, `Insert the result of create_entities into the chat on ${chatOrigin}?`);
    await waitForText(cancelled, 'This result comes from a run by hand in the sidebar.');
    await decideAndWaitClosed(cancelled, 'button', 'Cancel');
    // The sleep proves an absence (Cancel inserts nothing); occurrences == 1 below sees it only if it came soon.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await chatInput()).toBe(before);

    const window = await openConsentWindow(context, sidebar, 'Insert in a window…');
    const text = await window.$eval('[aria-label="Result text"]', (pre) => pre.textContent ?? '');
    expect(text).toContain(entity);
    await decideAndWaitClosed(window, 'button', 'Insert');
    await waitForText(sidebar, 'Inserted into the chat.');
    // Exactly the text the window showed, once.
    const input = await until(chatInput, (value) => value.includes(entity));
    expect(occurrences(input, text)).toBe(1);
  });

  it('attaches that result as the file the window names, through "Attach in a window…", once', async () => {
    const window = await openConsentWindow(context, sidebar, 'Attach in a window…');
    await waitForText(window, `Attach the result of create_entities to the chat on ${chatOrigin}?`);
    const lead = /As the file (\S+\.md) \(text\/markdown\),/;
    const named = lead.exec(await waitForText(window, lead));
    const fileName = named?.[1] ?? '';
    expect(fileName).toMatch(/^memory__create_entities-\w+\.md$|^create_entities-\w+\.md$/);
    await decideAndWaitClosed(window, 'button', 'Attach');
    await waitForText(sidebar, 'Result attached to the chat.');
    const attached = await until(chips, (list) => list.length > 0);
    expect(attached).toEqual([expect.stringContaining(fileName)]);
  });

  it('inserts the instructions in place: they give the page nothing it cannot read already', async () => {
    await clearChatInput();
    await selectTab(sidebar, /^Settings/);
    const insert = await control(sidebar, 'button', 'Insert instructions into chat');
    expect(await insert.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(false);
    await insert.click();
    const input = await until(chatInput, (value) => value.includes('function_call_start'));
    expect(occurrences(input, '2. Never invent results or write function_result yourself.')).toBe(1);
    await waitForText(sidebar, 'Instructions inserted.');
  });

  it('inserts a prompt through "Insert in a window…": the window shows its file and text, which go in once', async () => {
    const everything = await startEverythingServer();
    try {
      await clearChatInput();
      const chipsBefore = await chips();
      await selectTab(sidebar, /^Servers/);
      await sidebar.type('form[aria-label="Add server"] input[id$="-name"]', 'everything');
      await sidebar.type('form[aria-label="Add server"] input[id$="-url"]', everything.url);
      await click(sidebar, 'button', 'Add server');
      // All connected, however many the demo stack serves: N/N.
      await waitForText(sidebar, /\b(\d+)\/\1 servers connected/i, 30_000);
      await selectTab(sidebar, 'Tools');
      await click(sidebar, 'button', 'Prompts');
      await click(sidebar, 'button', 'Open prompt Resource Prompt');
      const fields = 'form[aria-label="Prompt Resource Prompt"] input';
      await sidebar.waitForSelector(fields);
      const [type, id] = await sidebar.$$(fields);
      await type!.type('Text');
      await id!.type('1');

      // No plain Insert a covered frame could take: only the window, which opens with the click.
      await waitForText(sidebar, GATE_REASONS.unsupported);
      const submit = 'form[aria-label="Prompt Resource Prompt"] button[type="submit"]';
      expect(await sidebar.$eval(submit, (b) => b.textContent)).toBe('Insert in a window…');
      const window = await openConsentWindow(context, sidebar, 'Insert in a window…');
      await waitForText(
        window,
        `Insert the prompt resource-prompt from everything into the chat on ${chatOrigin}?`,
      );
      const file = await window.$eval(
        '[aria-label="File 1.txt (text/plain)"]',
        (pre) => pre.textContent ?? '',
      );
      expect(file).toContain('Resource 1');
      const text = await window.$eval('[aria-label="Prompt text"]', (pre) => pre.textContent ?? '');
      expect(text).toContain('[Attached file: 1.txt (demo://resource/dynamic/text/1)]');
      // Nothing goes in before the window's own click. The sleep proves an absence.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await chatInput()).toBe('');
      expect(await chips()).toEqual(chipsBefore);

      await decideAndWaitClosed(window, 'button', 'Insert');
      await waitForText(sidebar, 'Prompt inserted with 1 file: review it in the chat and send it.');
      expect(await chips()).toEqual([...chipsBefore, expect.stringContaining('1.txt')]);
      expect(occurrences(await chatInput(), text)).toBe(1);
    } finally {
      await everything.stop();
    }
  });
});
