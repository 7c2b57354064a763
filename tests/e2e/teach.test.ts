// Teaching a site in the browser: a chat no adapter knows is taught in four clicks and then runs a call end to
// end; a known site's redesign mid-session is repaired part by part with "Fix it now", and calls run again,
// each exactly once. Real Chromium, real editor libraries (Lexical, ProseMirror), real MCP servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { grantOrigin, pairDashboard, selectTab, sidebarIn } from './lib/chat';
import { startTeachFixtures, type TeachFixtures, type TeachPageName } from './lib/teachFixtures';

interface Sent {
  text: string;
}

let env: E2eEnv;
let fixtures: TeachFixtures;
beforeAll(async () => {
  env = await startE2eEnv();
  fixtures = await startTeachFixtures(env.appOrigin);
});
afterAll(async () => {
  await fixtures?.stop();
  await env?.stop();
});

const sent = (page: Page) => page.evaluate(() => (window as unknown as { __sent(): Sent[] }).__sent());

/** The picker's root is closed; an open one lets the test read its panel (nothing else changes). */
async function openShadowRoots(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      return attach.call(this, { ...init, mode: 'open' });
    };
  });
}

async function openPage(
  name: TeachPageName,
): Promise<{ context: BrowserContext; page: Page; sidebar: FrameLocator }> {
  const context = await env.browser.newContext();
  await openShadowRoots(context);
  const page = await context.newPage();
  await pairDashboard(page, env.stack.connector.newPairingLink());
  await page.goto(fixtures.urlOf(name));
  const sidebar = sidebarIn(page, env.appOrigin);
  await grantOrigin(sidebar);
  await sidebar
    .getByText(/connected/i)
    .first()
    .waitFor({ timeout: 30_000 });
  return { context, page, sidebar };
}

async function say(page: Page, input: string, send: string, text: string): Promise<void> {
  await page.locator(input).click();
  await page.keyboard.type(text);
  await page.locator(send).click();
}

/** Each tool's call cards in the sidebar's Calls tab, and that every one of them is done. */
async function expectCalls(sidebar: FrameLocator, counts: Record<string, number>): Promise<void> {
  await selectTab(sidebar, 'Calls');
  for (const [tool, count] of Object.entries(counts)) {
    const cards = sidebar.getByRole('article', { name: new RegExp(tool) });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(count);
    for (let i = 0; i < count; i++)
      await expect.poll(() => cards.nth(i).textContent(), { timeout: 15_000 }).toMatch(/done/i);
  }
}

describe('teach this site', () => {
  let context: BrowserContext | undefined;
  afterAll(async () => {
    await context?.close();
  });

  it('teaches a chat no adapter knows in four clicks; then a call runs end to end, once', async () => {
    const chat = await openPage('unknown');
    ({ context } = chat);
    const { page, sidebar } = chat;
    const teach = sidebar.getByRole('button', { name: 'Teach this site' });
    await teach.waitFor({ timeout: 15_000 });

    // Before teaching, the AI answers with calls that no selector can read yet.
    await say(page, '[data-lexical-editor]', '#send-button', 'What files are there?');
    await page.locator('[data-speaker="bot"][data-streaming="false"]').waitFor({ timeout: 20_000 });

    let clicks = 0;
    const click = async (target: { click(): Promise<void> }) => {
      clicks += 1;
      await target.click();
    };
    await click(teach);
    const dialog = page.getByRole('dialog', { name: 'Teach this site' });
    await expect.poll(() => dialog.textContent()).toContain('Click the chat input');
    await click(page.locator('[data-lexical-editor]'));
    await expect.poll(() => dialog.textContent()).toContain('Send button found');
    await click(page.locator('[data-speaker="bot"] p').first());
    await expect.poll(() => dialog.textContent()).toMatch(/1 found/);
    await click(dialog.getByRole('button', { name: 'Save' }));
    expect(clicks).toBe(4);
    await expect.poll(() => dialog.count()).toBe(0);

    // Saved in the sidebar for this host and applied at once; no hashed class made it into a selector.
    await sidebar
      .getByText(/taught/i)
      .first()
      .waitFor({ timeout: 10_000 });
    await selectTab(sidebar, 'Settings');
    const taught = sidebar.getByRole('region', { name: /taught sites/i });
    await expect.poll(() => taught.textContent()).toContain('127.0.0.1');
    expect(await taught.textContent()).not.toMatch(/_x8k2q|_3jd8e|_k2m9x|_7gq1c/);

    // A new question: its calls run through the taught parts, the results go in through Lexical and are sent.
    await say(page, '[data-lexical-editor]', '#send-button', 'Please look again');
    await expect.poll(async () => (await sent(page)).length, { timeout: 30_000 }).toBe(3);
    const results = (await sent(page))[2] as Sent;
    expect(results.text).toMatch(/name="list_directory" status="ok"/);
    expect(results.text).toMatch(/name="read_text_file" status="ok"/);
    // The answer that was on the page before teaching stays history: each tool ran once.
    await expectCalls(sidebar, { list_directory: 1, read_text_file: 1 });
  });

  it("repairs a known site's redesign part by part with Fix it now, and calls run again, once", async () => {
    await context?.close();
    const chat = await openPage('known');
    ({ context } = chat);
    const { page, sidebar } = chat;
    await say(page, '#prompt-textarea', '[data-testid="send-button"]', 'What files are there?');
    await expect.poll(async () => (await sent(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expectCalls(sidebar, { list_directory: 1, read_text_file: 1 });

    // The site deploys a redesign: the answers and the send button are renamed.
    await page.evaluate(() =>
      (window as unknown as { __redesign(skin: string): void }).__redesign('chatgpt-redesign'),
    );
    const warning = sidebar.getByRole('alert').filter({ hasText: /layout changed/i });
    await warning.waitFor({ timeout: 15_000 });
    expect(await warning.textContent()).toMatch(/assistant messages/);
    const before = (await sent(page)).length;
    await warning.getByRole('button', { name: 'Fix it now' }).click();

    // Only the missing parts are asked: the send button, then an answer.
    const dialog = page.getByRole('dialog', { name: 'Teach this site' });
    await expect.poll(() => dialog.textContent()).toContain('Click the send button');
    expect(await dialog.textContent()).not.toContain('chat input');
    // The input is empty, so the send button is disabled: it gets pointer events but no click, and is picked.
    const submit = page.locator('[data-testid="composer-submit-button"]');
    expect(await submit.isDisabled()).toBe(true);
    const box = (await submit.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => dialog.textContent()).toContain('Click the AI answer');
    await page.locator('[data-turn="assistant"] p').first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => warning.count(), { timeout: 15_000 }).toBe(0);

    // A new question after the repair: its calls run, once each, and the results are sent.
    // Nothing the picker saw reached the page; now the user asks again.
    expect((await sent(page)).length).toBe(before);
    await say(page, '#prompt-textarea', '[data-testid="composer-submit-button"]', 'Please look again');
    await expect.poll(async () => (await sent(page)).length, { timeout: 30_000 }).toBe(before + 2);
    const results = (await sent(page))[before + 1] as Sent;
    expect(results.text).toMatch(/name="list_directory" status="ok"/);
    await expectCalls(sidebar, { list_directory: 2, read_text_file: 2 });
  });
});
