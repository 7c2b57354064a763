// The page runtime against the REAL editor libraries (textarea like React, ProseMirror, Quill, Lexical,
// CodeMirror 6): text lands in the editor's own state with its lines, a call streamed in chunks over ~2 s
// runs once, a long result is attached and sent, and a reload or in-app navigation runs nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { grantOrigin, sidebarIn } from './lib/chat';
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
const INSTRUCTION_LINE =
  '2. Never invent, predict or describe a result, and never write a function_result yourself.';

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
      await page.goto(env.stack.connector.pairingLink);
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

      await sidebar.getByRole('tab', { name: 'Settings' }).click();
      await sidebar.getByRole('button', { name: 'Insert instructions into chat' }).click();
      await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain('function_call_start');

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
      await sidebar.getByRole('tab', { name: 'Calls' }).click();
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
  });
}

for (const family of Object.keys(EDITOR_FAMILIES) as EditorFamily[]) describeFamily(family);
