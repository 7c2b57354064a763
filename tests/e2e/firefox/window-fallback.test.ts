// Firefox has no IntersectionObserver v2, so in a frame the sidebar can never prove it is visible and its
// gated controls never arm. Each offers "… in a window…" instead: the first-party consent window says exactly
// what will happen, nothing happens before its own click, and after that click it happens once. Here the tool
// form's Run, a result's Insert into chat and Attach to chat, and a prompt's Insert into chat (server-everything
// added by URL) go that way; the instructions' Insert needs no gate (the page can read that text anyway) and
// works in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_REASONS } from '../../../app/ui/gate/ApprovalControls';
import { occurrences } from '../../../embed/editors/verify';
import { memoryEntityNames } from '../lib/memoryServer';
import { startEverythingServer } from '../../../scripts/lib/everythingServer';
import { openGrantedChat } from '../lib/driver/app';
import type { Context, Scope, Tab } from '../lib/driver/driver';
import { startFirefox, type FirefoxDriverEnv } from '../lib/driver/firefox';
import { waitForText } from '../lib/driver/text';
import { until } from '../lib/until';

let env: FirefoxDriverEnv;
let context: Context;
let tab: Tab;
let sidebar: Scope;
let chatOrigin: string;
const entity = `ff-window-run-${Date.now()}`;

beforeAll(async () => {
  env = await startFirefox();
  ({ context, tab, sidebar } = await openGrantedChat(env));
  chatOrigin = new URL(tab.url()).origin;
  // The grant took: the page's own actions are offered (they show only for a granted site).
  await sidebar.selectTab(/^Settings/);
  await sidebar.waitForRole('button', 'Insert instructions into chat', { enabled: true });
});
afterAll(async () => {
  await context?.close();
  await env?.stop();
});

const chatInput = () =>
  tab.evaluate(() => document.querySelector<HTMLTextAreaElement>('#chat-input')?.value ?? '');
const chips = () =>
  tab.evaluate(() =>
    [...document.querySelectorAll('#attachments .file-chip')].map((chip) => chip.textContent ?? ''),
  );
/** Empties the chat's input, as a user would before the next step. */
async function clearChatInput(): Promise<void> {
  await tab.evaluate(() => {
    const area = document.querySelector<HTMLTextAreaElement>('#chat-input')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, '');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Text of the element `selector` finds in `scope`. */
const textAt = (scope: Scope, selector: string) =>
  scope.evaluate((css) => document.querySelector(css)?.textContent ?? '', selector);
/** Labels of the buttons of the create_entities call cards run by hand: one card per run. */
const manualCards = () =>
  sidebar.evaluate(() =>
    [...document.querySelectorAll('article[aria-label*="create_entities"]')]
      .filter((card) => card.textContent?.includes('Run by hand'))
      .map((card) => ({
        status: card.getAttribute('data-status'),
        buttons: [...card.querySelectorAll('button')].map((b) => b.textContent?.trim()),
      })),
  );

describe('Firefox: the sidebar frame’s window fallback', () => {
  it('runs the tool form through "Run in a window…", with the arguments the window showed, once', async () => {
    await sidebar.selectTab('Tools');
    await sidebar.click('button', 'Run create_entities…');
    await sidebar.click('switch', 'Raw JSON');
    const args = { entities: [{ name: entity, entityType: 'test', observations: [] }] };
    await sidebar.fill('form[aria-label="Arguments of create_entities"] textarea', JSON.stringify(args));

    // No dead Run: the form offers the window, and says why.
    await waitForText(sidebar, GATE_REASONS.unsupported);
    expect(
      await sidebar.evaluate(() =>
        [...document.querySelectorAll('form button[type="submit"]')].map((b) => b.textContent),
      ),
    ).toEqual(['Run in a window…']);
    const window = await sidebar.openWindow('Run in a window…');
    expect(new URL(window.url()).origin).toBe(env.appOrigin);
    await waitForText(window, 'Run create_entities on memory?');
    await waitForText(window, `From the tool form of the sidebar on ${chatOrigin}, with these arguments:`);
    expect(JSON.parse(await textAt(window, '[aria-label="Arguments"]'))).toEqual(args);

    // Nothing runs until the window's own click. The sleep proves an absence: there is no event to wait for.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await memoryEntityNames(env)).not.toContain(entity);
    await window.decideAndWaitClosed('Run');

    await until(
      () => memoryEntityNames(env),
      (names) => names.includes(entity),
    );
    await sidebar.selectTab(/^Calls/);
    const cards = await until(manualCards, (found) => found[0]?.status === 'done');
    expect(cards).toHaveLength(1);
  });

  it('inserts that result into the chat through "Insert in a window…": Cancel does nothing, Insert once', async () => {
    const [card] = await manualCards();
    expect(card?.buttons).toContain('Insert in a window…');
    expect(card?.buttons).not.toContain('Insert into chat');
    const before = await chatInput();

    const cancelled = await sidebar.openWindow('Insert in a window…');
    await waitForText(cancelled, `Insert the result of create_entities into the chat on ${chatOrigin}?`);
    await waitForText(cancelled, 'This result comes from a run by hand in the sidebar.');
    await cancelled.decideAndWaitClosed('Cancel');
    // The sleep proves an absence (Cancel inserts nothing); occurrences == 1 below sees it only if it came soon.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await chatInput()).toBe(before);

    const window = await sidebar.openWindow('Insert in a window…');
    const text = await textAt(window, '[aria-label="Result text"]');
    expect(text).toContain(entity);
    await window.decideAndWaitClosed('Insert');
    await waitForText(sidebar, 'Inserted into the chat.');
    // Exactly the text the window showed, once.
    const input = await until(chatInput, (value) => value.includes(entity));
    expect(occurrences(input, text)).toBe(1);
  });

  it('attaches that result as the file the window names, through "Attach in a window…", once', async () => {
    const window = await sidebar.openWindow('Attach in a window…');
    await waitForText(window, `Attach the result of create_entities to the chat on ${chatOrigin}?`);
    const lead = /As the file (\S+\.md) \(text\/markdown\),/;
    const named = lead.exec(await waitForText(window, lead));
    const fileName = named?.[1] ?? '';
    expect(fileName).toMatch(/^memory__create_entities-\w+\.md$|^create_entities-\w+\.md$/);
    await window.decideAndWaitClosed('Attach');
    await waitForText(sidebar, 'Result attached to the chat.');
    const attached = await until(chips, (list) => list.length > 0);
    expect(attached).toEqual([expect.stringContaining(fileName)]);
  });

  it('inserts the instructions in place: they give the page nothing it cannot read already', async () => {
    await clearChatInput();
    await sidebar.selectTab(/^Settings/);
    await sidebar.waitForRole('button', 'Insert instructions into chat');
    const disabled = await sidebar.evaluate(
      () =>
        [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Insert instructions into chat',
        )?.disabled,
    );
    expect(disabled).toBe(false);
    await sidebar.click('button', 'Insert instructions into chat');
    const input = await until(chatInput, (value) => value.includes('function_call_start'));
    expect(occurrences(input, '2. Never invent results or write function_result yourself.')).toBe(1);
    await waitForText(sidebar, 'Instructions inserted.');
  });

  it('inserts a prompt through "Insert in a window…": the window shows its file and text, which go in once', async () => {
    const everything = await startEverythingServer();
    try {
      await clearChatInput();
      const chipsBefore = await chips();
      await sidebar.selectTab(/^Servers/);
      await sidebar.type('form[aria-label="Add server"] input[id$="-name"]', 'everything');
      await sidebar.type('form[aria-label="Add server"] input[id$="-url"]', everything.url);
      await sidebar.click('button', 'Add server');
      // All connected, however many the demo stack serves: N/N.
      await waitForText(sidebar, /\b(\d+)\/\1 servers connected/i, 30_000);
      await sidebar.selectTab('Tools');
      await sidebar.click('button', 'Prompts');
      await sidebar.click('button', 'Open prompt Resource Prompt');
      const fields = 'form[aria-label="Prompt Resource Prompt"] input';
      await sidebar.type(fields, 'Text', 0);
      await sidebar.type(fields, '1', 1);

      // No plain Insert a covered frame could take: only the window, which opens with the click.
      await waitForText(sidebar, GATE_REASONS.unsupported);
      const submit = 'form[aria-label="Prompt Resource Prompt"] button[type="submit"]';
      expect(await textAt(sidebar, submit)).toBe('Insert in a window…');
      const window = await sidebar.openWindow('Insert in a window…');
      await waitForText(
        window,
        `Insert the prompt resource-prompt from everything into the chat on ${chatOrigin}?`,
      );
      expect(await textAt(window, '[aria-label="File 1.txt (text/plain)"]')).toContain('Resource 1');
      const text = await textAt(window, '[aria-label="Prompt text"]');
      expect(text).toContain('[Attached file: 1.txt (demo://resource/dynamic/text/1)]');
      // Nothing goes in before the window's own click. The sleep proves an absence.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await chatInput()).toBe('');
      expect(await chips()).toEqual(chipsBefore);

      await window.decideAndWaitClosed('Insert');
      await waitForText(sidebar, 'Prompt inserted with 1 file: review it in the chat and send it.');
      expect(await chips()).toEqual([...chipsBefore, expect.stringContaining('1.txt')]);
      expect(occurrences(await chatInput(), text)).toBe(1);
    } finally {
      await everything.stop();
    }
  });
});
