// The page runtime against the REAL editor libraries (textarea like React, ProseMirror, Quill, Lexical,
// CodeMirror 6): text lands in the editor's own state with its lines, a call streamed in chunks over ~2 s
// runs once, a long result is attached and sent, and a reload or in-app navigation runs nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { grantOrigin, pairDashboard, selectTab, sidebarIn } from './lib/chat';
import { clickArmed } from './lib/armedClick';
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

let env: E2eEnv;
let fixtures: EditorFixtures;
beforeAll(async () => {
  env = await startE2eEnv();
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
/** A line of the instructions, to find as a whole line in the editor's state. */
const INSTRUCTION_LINE = '2. Never invent results or write function_result yourself.';

/** The input path each library takes, as found in Chromium (see embed/editors/contentEditable.ts). */
const FIRST_PATH: Record<EditorFamily, string[]> = {
  textarea: [], // native value setter + input event: neither of the recorded paths
  prosemirror: ['execCommand'],
  quill: ['execCommand'],
  lexical: ['paste'],
  codemirror: ['execCommand'],
};

/**
 * Records the input paths that reach the page: execCommand calls and synthetic paste / beforeinput events.
 * `block` makes a path fail as on a site where it is not available: execCommand returns false; a paste or
 * beforeinput is stopped before the editor sees it.
 */
async function recordPaths(page: Page, block: string[] = []): Promise<void> {
  await page.evaluate((blocked) => {
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
const paths = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths)).filter(
    (path, i, all) => path !== all[i - 1],
  );

async function waitConnected(sidebar: FrameLocator): Promise<void> {
  await sidebar
    .getByText(/connected/i)
    .first()
    .waitFor({ timeout: 30_000 });
}

/** After the runtime had time to act on what is on the page, nothing new was sent. */
async function expectNothingRan(page: Page, sentBefore: number): Promise<void> {
  await page.waitForTimeout(2_500);
  expect(await sent(page)).toHaveLength(sentBefore);
  expect(await page.locator('.message.assistant[data-streaming="true"]').count()).toBe(0);
  expect(await page.locator('.message.user').count()).toBe(sentBefore);
}

function describeFamily(family: EditorFamily): void {
  describe(`${family} editor`, () => {
    let context: BrowserContext;
    let page: Page;
    let sidebar: FrameLocator;

    beforeAll(async () => {
      context = await env.browser.newContext();
      page = await context.newPage();
      await pairDashboard(page, env.stack.connector.newPairingLink());
      await page.goto(fixtures.urlOf(family));
      sidebar = sidebarIn(page, env.appOrigin);
      await grantOrigin(sidebar);
      await waitConnected(sidebar);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("inserts multi-line text into the editor's own state, after what the user typed, once", async () => {
      await page.locator(EDITOR_FAMILIES[family]).click();
      await page.keyboard.type('Hello there');
      await expect.poll(() => editorText(page)).toBe('Hello there');

      await recordPaths(page);
      await selectTab(sidebar, 'Settings');
      await sidebar.getByRole('button', { name: 'Insert instructions into chat' }).click();
      await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain('function_call_start');
      expect(await paths(page)).toEqual(FIRST_PATH[family]);

      const text = await editorText(page);
      expect(text.startsWith('Hello there\n')).toBe(true);
      expect(lines(text)).toContain(INSTRUCTION_LINE);
      expect(text.split('Never invent').length - 1).toBe(1);
      await expect.poll(() => page.locator('#send-button').isEnabled()).toBe(true);
    });

    it('runs two calls streamed in chunks once each, types the results, then attaches a long one', async () => {
      await page.locator('#send-button').click();
      // Turn 2: both results typed into the editor and sent, as lines.
      await expect.poll(async () => (await sent(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const results = (await sent(page))[1] as Sent;
      expect(results.text.match(/<function_result /g)).toHaveLength(2);
      expect(results.text).toMatch(/name="list_directory" status="ok"/);
      expect(results.text).toMatch(/name="read_text_file" status="ok"/);
      expect(lines(results.text)).toContain('[ ] Grant the page in the sidebar');

      // create_entities writes, so its policy is "ask": the user runs it from the sidebar.
      await sidebar.getByRole('tab', { name: 'Calls' }).click();
      const pending = sidebar.getByRole('article', { name: /create_entities/ });
      await clickArmed(pending.getByRole('button', { name: 'Run' }));

      // Turn 3: the long result goes back as an attached file with a typed note, and is sent.
      await expect.poll(async () => (await sent(page)).length, { timeout: 30_000 }).toBe(3);
      const attached = (await sent(page))[2] as Sent;
      expect(attached.files).toEqual([expect.stringMatching(/^mcp-results-\d+\.md$/)]);
      expect(attached.text).toMatch(/attached file mcp-results-\d+\.md/);
      await expect(page.locator('.message.user .message-files').last().textContent()).resolves.toMatch(
        /mcp-results-/,
      );
      await page
        .locator('.message.assistant[data-streaming="false"]', { hasText: 'All done' })
        .waitFor({ timeout: 20_000 });

      // Each call ran exactly once.
      for (const tool of ['list_directory', 'read_text_file', 'create_entities']) {
        const cards = sidebar.getByRole('article', { name: new RegExp(tool) });
        await expect.poll(() => cards.count()).toBe(1);
        await expect.poll(() => cards.first().textContent()).toMatch(/done/i);
      }
      expect(await page.locator('.message.user').count()).toBe(3);
    });

    it('runs nothing again after a reload or an in-app navigation away and back', async () => {
      await page.reload();
      await waitConnected(sidebar);
      await page.locator('.message.assistant', { hasText: 'All done' }).waitFor();
      await expectNothingRan(page, 3);

      await page.getByRole('link', { name: 'Conversation two' }).click();
      await expect.poll(() => page.locator('.message').count()).toBe(0);
      await page.goBack();
      await page.locator('.message.assistant', { hasText: 'All done' }).waitFor();
      await expectNothingRan(page, 3);
      expect(await sidebar.getByRole('article', { name: /list_directory/ }).count()).toBeLessThanOrEqual(1);
    });

    if (family !== 'textarea') {
      it('falls back to the next path when the first one is not available, and inserts once', async () => {
        await page.getByRole('link', { name: 'Conversation two' }).click();
        const [first] = FIRST_PATH[family];
        await recordPaths(page, [first as string]);
        await selectTab(sidebar, 'Settings');
        await sidebar.getByRole('button', { name: 'Insert instructions into chat' }).click();
        await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain('function_call_start');
        const text = await editorText(page);
        expect(lines(text)).toContain(INSTRUCTION_LINE);
        expect(text.split('Never invent').length - 1).toBe(1);
        const fallback = family === 'lexical' ? 'beforeinput' : 'paste';
        expect(await paths(page)).toEqual([first, fallback]);
      });
    }

    it('reports a failed insert instead of swallowing it', async () => {
      await page.reload();
      await waitConnected(sidebar);
      const before = await editorText(page);
      if (family === 'textarea') {
        // React only takes the value through the input event: stop it, and React keeps its own state.
        await page.evaluate(() =>
          window.addEventListener('input', (event) => event.stopImmediatePropagation(), true),
        );
      } else await recordPaths(page, ['execCommand', 'paste', 'beforeinput']);
      await selectTab(sidebar, 'Settings');
      await sidebar.getByRole('button', { name: 'Insert instructions into chat' }).click();
      await sidebar
        .getByText(/did not (accept|keep) the (inserted )?text/i)
        .first()
        .waitFor({ timeout: 10_000 });
      expect(await editorText(page)).toBe(before);
    });
  });
}

for (const family of Object.keys(EDITOR_FAMILIES) as EditorFamily[]) describeFamily(family);
