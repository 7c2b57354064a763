// Firefox: the page runtime against the real editor libraries (textarea like React, ProseMirror, Quill, Lexical,
// CodeMirror 6). Text lands in the editor's own state with its lines, a call streamed in chunks runs once, and a
// call that asks is approved through the fallback Firefox takes: it has no IntersectionObserver v2, so the
// card's Run stays disabled ("can't confirm the sidebar is visible") and "Approve in a window…" decides in the
// first-party window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'puppeteer-core';
import {
  EDITOR_FAMILIES,
  startEditorFixtures,
  type EditorFamily,
  type EditorFixtures,
} from '../lib/editorFixtures';
import { GATE_REASONS } from '../../../app/ui/gate/ApprovalControls';
import { occurrences } from '../../../embed/editors/verify';
import { openConsentWindow, selectTab } from '../lib/firefox/app';
import { openGrantedChat } from '../lib/firefox/chat';
import { click, decideAndWaitClosed, waitForText } from '../lib/firefox/driver';
import { startFirefoxEnv, type FirefoxEnv } from '../lib/firefox/firefoxEnv';
import { until } from '../lib/firefox/until';

interface Sent {
  text: string;
  files: string[];
}

let env: FirefoxEnv;
let fixtures: EditorFixtures;
beforeAll(async () => {
  env = await startFirefoxEnv();
  fixtures = await startEditorFixtures(env.appOrigin);
});
afterAll(async () => {
  await fixtures?.stop();
  await env?.stop();
});

const editorText = (page: Page) =>
  page.evaluate(() => (window as unknown as { __editorText(): string }).__editorText());
const sent = (page: Page) => page.evaluate(() => (window as unknown as { __sent(): Sent[] }).__sent());
const lines = (text: string) => text.split('\n').map((line) => line.trim());
const INSTRUCTION_LINE = '2. Never invent results or write function_result yourself.';

/** Status and buttons of the sidebar's call cards whose label names `tool`. */
function cards(sidebar: Frame, tool: string) {
  return sidebar.$$eval(
    'article[aria-label^="Call "]',
    (all, name) =>
      all
        .filter((card) => card.getAttribute('aria-label')?.includes(name as string))
        .map((card) => ({
          status: card.getAttribute('data-status'),
          text: card.textContent ?? '',
          run: (card.querySelector('[data-gate] button') as HTMLButtonElement | null)?.disabled,
        })),
    tool,
  );
}

function describeFamily(family: EditorFamily): void {
  describe(`Firefox: ${family} editor`, () => {
    let context: BrowserContext;
    let page: Page;
    let sidebar: Frame;

    beforeAll(async () => {
      ({ context, page, sidebar } = await openGrantedChat(env.browser, {
        pairingLink: env.stack.connector.newPairingLink(),
        chatUrl: fixtures.urlOf(family),
        appOrigin: env.appOrigin,
      }));
    });
    afterAll(async () => {
      await context?.close();
    });

    it("inserts the text into the editor's own state, after what the user typed, once", async () => {
      await page.click(EDITOR_FAMILIES[family]);
      await page.keyboard.type('Hello there');
      await until(
        () => editorText(page),
        (text) => text === 'Hello there',
      );

      await selectTab(sidebar, 'Settings');
      await click(sidebar, 'button', 'Insert instructions into chat');
      const text = await until(
        () => editorText(page),
        (value) => value.includes('function_call_start'),
        10_000,
      );
      expect(text.startsWith('Hello there')).toBe(true);
      // The product's own read-back (whitespace aside): the instructions are in the editor's state once.
      expect(occurrences(text, INSTRUCTION_LINE)).toBe(1);
    });

    // Firefox turns the "\n"s of one execCommand('insertText') into <br>s in one paragraph and ignores the data
    // of a synthetic paste; the runtime inserts line by line (Quill, which keeps those lines, in one go).
    it('keeps the inserted lines as lines', async () => {
      const text = await editorText(page);
      expect(text.startsWith('Hello there\n')).toBe(true);
      expect(lines(text)).toContain(INSTRUCTION_LINE);
    });

    it('runs two streamed calls once each, and one that asks through "Approve in a window…"', async () => {
      await page.click('#send-button');
      // Turn 2: both results typed into the editor and sent, as lines.
      const [, results] = (await until(
        () => sent(page),
        (all) => all.length >= 2,
      )) as [Sent, Sent];
      expect(results.text.match(/<function_result /g)).toHaveLength(2);
      expect(results.text).toMatch(/name="list_directory" status="ok"/);
      expect(results.text).toMatch(/name="read_text_file" status="ok"/);
      expect(occurrences(results.text, '[ ] Grant the page in the sidebar')).toBe(1);

      // create_entities writes, so it asks. Firefox can't prove the frame visible: Run stays disabled.
      await selectTab(sidebar, /^Calls/);
      const [pending] = await until(
        () => cards(sidebar, 'create_entities'),
        (found) => found[0]?.status === 'pending',
      );
      expect(pending?.run).toBe(true);
      expect(pending?.text).toContain(GATE_REASONS.unsupported);

      const window = await openConsentWindow(context, sidebar, 'Approve in a window…');
      expect(new URL(window.url()).origin).toBe(env.appOrigin);
      await waitForText(window, /Run create_entities on memory\?/);
      await waitForText(window, `Requested by ${new URL(page.url()).origin}`);
      expect(await window.$eval('[aria-label="Arguments"]', (pre) => pre.textContent)).toContain(
        `${family}-note-`,
      );
      await decideAndWaitClosed(window, 'button', 'Run');

      // Turn 3: the long result goes back as an attached file with a typed note, and is sent.
      const all = await until(
        () => sent(page),
        (list) => list.length === 3,
      );
      expect(all[2]?.files).toEqual([expect.stringMatching(/^mcp-results-\d+\.md$/)]);
      expect(all[2]?.text).toMatch(/attached file mcp-results-\d+\.md/);
      await waitForText(page, 'All done', 20_000);

      // Each call ran exactly once.
      for (const tool of ['list_directory', 'read_text_file', 'create_entities']) {
        const found = await until(
          () => cards(sidebar, tool),
          (list) => list.length === 1 && list[0]?.status === 'done',
        );
        expect(found).toHaveLength(1);
      }
      expect(await page.$$eval('.message.user', (messages) => messages.length)).toBe(3);

      // The frame's other gated actions offer the window too (window-fallback.test.ts takes it), with the reason.
      const insert = await sidebar.$$eval('article[aria-label*="list_directory"] button', (buttons) =>
        buttons
          .filter((b) => b.textContent?.trim().startsWith('Insert'))
          .map((b) => ({
            label: b.textContent?.trim(),
            disabled: (b as HTMLButtonElement).disabled,
            title: b.title,
          })),
      );
      expect(insert).toEqual([
        { label: 'Insert in a window…', disabled: false, title: GATE_REASONS.unsupported },
      ]);
    });
  });
}

for (const family of Object.keys(EDITOR_FAMILIES) as EditorFamily[]) describeFamily(family);
