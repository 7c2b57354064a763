// The page runtime against the REAL editor libraries (textarea like React, ProseMirror, Quill, Lexical,
// CodeMirror 6), in Chromium and Firefox: text lands in the editor's own state with its lines, a call streamed
// in chunks over ~2 s runs once, a long result is attached and sent. A call that asks is run from its card
// where the frame can prove itself visible (Chromium), else approved in the first-party window (Firefox has no
// IntersectionObserver v2, so Run stays disabled and says why).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_REASONS } from '../../app/ui/gate/ApprovalControls';
import { occurrences } from '../../embed/editors/verify';
import { callCards, openGrantedChat } from './lib/driver/app';
import { BROWSERS } from './lib/driver/browsers';
import { waitForAssistant } from './lib/driver/chat';
import type { BrowserName, Context, DriverEnv, Scope, Tab } from './lib/driver/driver';
import { waitForText } from './lib/driver/text';
import {
  EDITOR_FAMILIES,
  startEditorFixtures,
  type EditorFamily,
  type EditorFixtures,
} from './lib/editorFixtures';

interface Sent {
  text: string;
  files: string[];
}

const editorText = (tab: Tab) =>
  tab.evaluate(() => (window as unknown as { __editorText(): string }).__editorText());
const sent = (tab: Tab) => tab.evaluate(() => (window as unknown as { __sent(): Sent[] }).__sent());
const lines = (text: string) => text.split('\n').map((line) => line.trim());
/** A line of the instructions, to find as a whole line in the editor's state. */
const INSTRUCTION_LINE = '2. Never invent results or write function_result yourself.';

/**
 * The input path each library takes, as found in each browser (see embed/editors/contentEditable.ts). Firefox
 * turns the "\n"s of one execCommand('insertText') into <br>s in one paragraph and ignores the data of a
 * synthetic paste, so the runtime inserts line by line there (Quill, which keeps those lines, in one go), and
 * Lexical takes its beforeinput.
 */
const FIRST_PATH: Record<BrowserName, Record<EditorFamily, string[]>> = {
  chromium: {
    textarea: [], // native value setter + input event: neither of the recorded paths
    prosemirror: ['execCommand'],
    quill: ['execCommand'],
    lexical: ['paste'],
    codemirror: ['execCommand'],
  },
  firefox: {
    textarea: [],
    prosemirror: ['execCommand'],
    quill: ['execCommand'],
    lexical: ['beforeinput'],
    codemirror: ['execCommand'],
  },
};

/**
 * Records the input paths that reach the page: execCommand calls and synthetic paste / beforeinput events.
 * `block` makes a path fail as on a site where it is not available: execCommand returns false; a paste or
 * beforeinput is stopped before the editor sees it.
 */
async function recordPaths(tab: Tab, block: string[] = []): Promise<void> {
  await tab.evaluate((blocked) => {
    const paths: string[] = [];
    Object.assign(window, { __paths: paths });
    const original = document.execCommand.bind(document);
    document.execCommand = (command: string, ui?: boolean, value?: string) => {
      paths.push('execCommand');
      return blocked.includes('execCommand') ? false : original(command, ui, value);
    };
    for (const type of ['paste', 'beforeinput']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) return; // execCommand's own beforeinput
          paths.push(type);
          if (blocked.includes(type)) event.stopImmediatePropagation();
        },
        true,
      );
    }
  }, block);
}
/**
 * The paths taken, in order, with a path's own repeats collapsed (it inserts line by line: one call or event
 * per step); a path taken again after another one still shows twice.
 */
const paths = async (tab: Tab) =>
  (await tab.evaluate(() => (window as unknown as { __paths: string[] }).__paths)).filter(
    (path, i, all) => path !== all[i - 1],
  );

/** Status, text and Run state of the sidebar's call cards whose label names `tool`. */
function cardsOf(sidebar: Scope, tool: string) {
  return sidebar.evaluate(
    (name) =>
      [...document.querySelectorAll('article[aria-label^="Call "]')]
        .filter((card) => card.getAttribute('aria-label')?.includes(name))
        .map((card) => ({
          status: card.getAttribute('data-status'),
          text: card.textContent ?? '',
          runDisabled: card.querySelector<HTMLButtonElement>('[data-gate] > button')?.disabled,
        })),
    tool,
  );
}

const messageCount = (tab: Tab, selector: string) =>
  tab.evaluate((css) => document.querySelectorAll(css).length, selector);

async function waitConnected(sidebar: Scope): Promise<void> {
  await waitForText(sidebar, /connected/i, 30_000);
}

/** After the runtime had time to act on what is on the page, nothing new was sent. */
async function expectNothingRan(tab: Tab, sentBefore: number): Promise<void> {
  // The sleep proves an absence: no event says the runtime is done looking at the page.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await sent(tab)).toHaveLength(sentBefore);
  expect(await messageCount(tab, '.message.assistant[data-streaming="true"]')).toBe(0);
  expect(await messageCount(tab, '.message.user')).toBe(sentBefore);
}

describe.each(BROWSERS)('%s: real editors', (browserName, start) => {
  let env: DriverEnv;
  let fixtures: EditorFixtures;
  beforeAll(async () => {
    env = await start();
    fixtures = await startEditorFixtures(env.appOrigin);
  });
  afterAll(async () => {
    await fixtures?.stop();
    await env?.stop();
  });

  describe.each(Object.keys(EDITOR_FAMILIES) as EditorFamily[])('%s editor', (family) => {
    let context: Context;
    let tab: Tab;
    let sidebar: Scope;

    beforeAll(async () => {
      ({ context, tab, sidebar } = await openGrantedChat(env, fixtures.urlOf(family)));
    });
    afterAll(async () => {
      await context?.close();
    });

    it("inserts multi-line text into the editor's own state, after what the user typed, once", async () => {
      await tab.clickSelector(EDITOR_FAMILIES[family]);
      await tab.typeKeys('Hello there');
      await expect.poll(() => editorText(tab)).toBe('Hello there');

      await recordPaths(tab);
      await sidebar.selectTab('Settings');
      await sidebar.click('button', 'Insert instructions into chat');
      await expect.poll(() => editorText(tab), { timeout: 10_000 }).toContain('function_call_start');
      expect(await paths(tab)).toEqual(FIRST_PATH[browserName][family]);

      const text = await editorText(tab);
      expect(text.startsWith('Hello there\n')).toBe(true);
      expect(lines(text)).toContain(INSTRUCTION_LINE);
      expect(text.split('Never invent').length - 1).toBe(1);
      // The product's own read-back (whitespace aside): the instructions are in the editor's state once.
      expect(occurrences(text, INSTRUCTION_LINE)).toBe(1);
      await expect
        .poll(() => tab.evaluate(() => document.querySelector<HTMLButtonElement>('#send-button')?.disabled))
        .toBe(false);
    });

    it('keeps the inserted lines as lines', async () => {
      const text = await editorText(tab);
      expect(text.startsWith('Hello there\n')).toBe(true);
      expect(lines(text)).toContain(INSTRUCTION_LINE);
    });

    it('runs two calls streamed in chunks once each, types the results, then attaches a long one', async () => {
      await tab.clickSelector('#send-button');
      // Turn 2: both results typed into the editor and sent, as lines.
      await expect.poll(async () => (await sent(tab)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const results = (await sent(tab))[1] as Sent;
      expect(results.text.match(/<function_result /g)).toHaveLength(2);
      expect(results.text).toMatch(/name="list_directory" status="ok"/);
      expect(results.text).toMatch(/name="read_text_file" status="ok"/);
      expect(lines(results.text)).toContain('[ ] Grant the page in the sidebar');
      expect(occurrences(results.text, '[ ] Grant the page in the sidebar')).toBe(1);

      // create_entities writes, so its policy is "ask": the user decides from the sidebar.
      await sidebar.selectTab(/^Calls/);
      await expect
        .poll(async () => (await cardsOf(sidebar, 'create_entities'))[0]?.status, { timeout: 20_000 })
        .toBe('pending');
      if (env.browser.provesFrameVisible) {
        await sidebar.clickArmed('article[aria-label*="create_entities"] [data-gate] > button:first-child');
      } else {
        // The frame can't prove itself visible: Run stays disabled, says why, and the window decides.
        const [pending] = await cardsOf(sidebar, 'create_entities');
        expect(pending?.runDisabled).toBe(true);
        expect(pending?.text).toContain(GATE_REASONS.unsupported);
        const window = await sidebar.openWindow('Approve in a window…');
        expect(new URL(window.url()).origin).toBe(env.appOrigin);
        await waitForText(window, /Run create_entities on memory\?/);
        await waitForText(window, `Requested by ${new URL(tab.url()).origin}`);
        const shown = await window.evaluate(
          () => document.querySelector('[aria-label="Arguments"]')?.textContent ?? '',
        );
        expect(shown).toContain(`${family}-note-`);
        await window.decideAndWaitClosed('Run');
      }

      // Turn 3: the long result goes back as an attached file with a typed note, and is sent.
      await expect.poll(async () => (await sent(tab)).length, { timeout: 30_000 }).toBe(3);
      const attached = (await sent(tab))[2] as Sent;
      expect(attached.files).toEqual([expect.stringMatching(/^mcp-results-\d+\.md$/)]);
      expect(attached.text).toMatch(/attached file mcp-results-\d+\.md/);
      expect(
        await tab.evaluate(
          () => [...document.querySelectorAll('.message.user .message-files')].at(-1)?.textContent,
        ),
      ).toMatch(/mcp-results-/);
      await waitForAssistant(tab, /All done/, 20_000);

      // Each call ran exactly once.
      for (const tool of ['list_directory', 'read_text_file', 'create_entities']) {
        await expect
          .poll(() => cardsOf(sidebar, tool))
          .toEqual([expect.objectContaining({ status: 'done' })]);
        expect((await cardsOf(sidebar, tool))[0]?.text).toMatch(/done/i);
      }
      expect(await messageCount(tab, '.message.user')).toBe(3);

      if (!env.browser.provesFrameVisible) {
        // The frame's other gated actions offer the window too (window-fallback.test.ts takes it), with the reason.
        const insert = await sidebar.evaluate(() =>
          [...document.querySelectorAll<HTMLButtonElement>('article[aria-label*="list_directory"] button')]
            .filter((b) => b.textContent?.trim().startsWith('Insert'))
            .map((b) => ({ label: b.textContent?.trim(), disabled: b.disabled, title: b.title })),
        );
        expect(insert).toEqual([
          { label: 'Insert in a window…', disabled: false, title: GATE_REASONS.unsupported },
        ]);
      }
    });

    it('runs nothing again after a reload or an in-app navigation away and back', async () => {
      await tab.reload();
      await waitConnected(sidebar);
      await waitForAssistant(tab, /All done/);
      await expectNothingRan(tab, 3);

      await tab.click('link', 'Conversation two');
      await expect.poll(() => messageCount(tab, '.message')).toBe(0);
      await tab.goBack();
      await waitForAssistant(tab, /All done/);
      await expectNothingRan(tab, 3);
      expect(
        (await callCards(sidebar)).filter((card) => card.label.includes('list_directory')).length,
      ).toBeLessThanOrEqual(1);
    });

    // Firefox ignores a synthetic paste's data, so a fallback to it inserts nothing there: Chromium's path.
    if (family !== 'textarea' && browserName === 'chromium') {
      it('falls back to the next path when the first one is not available, and inserts once', async () => {
        await tab.click('link', 'Conversation two');
        const [first] = FIRST_PATH[browserName][family];
        await recordPaths(tab, [first as string]);
        await sidebar.selectTab('Settings');
        await sidebar.click('button', 'Insert instructions into chat');
        await expect.poll(() => editorText(tab), { timeout: 10_000 }).toContain('function_call_start');
        const text = await editorText(tab);
        expect(lines(text)).toContain(INSTRUCTION_LINE);
        expect(text.split('Never invent').length - 1).toBe(1);
        const fallback = family === 'lexical' ? 'beforeinput' : 'paste';
        expect(await paths(tab)).toEqual([first, fallback]);
      });
    }

    it('reports a failed insert instead of swallowing it', async () => {
      await tab.reload();
      await waitConnected(sidebar);
      const before = await editorText(tab);
      if (family === 'textarea') {
        // React only takes the value through the input event: stop it, and React keeps its own state.
        await tab.evaluate(() =>
          window.addEventListener('input', (event) => event.stopImmediatePropagation(), true),
        );
      } else await recordPaths(tab, ['execCommand', 'paste', 'beforeinput']);
      await sidebar.selectTab('Settings');
      await sidebar.click('button', 'Insert instructions into chat');
      await waitForText(sidebar, /did not (accept|keep) the (inserted )?text/i, 10_000);
      expect(await editorText(tab)).toBe(before);
    });
  });
});
