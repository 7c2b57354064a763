// The "Teach this site" picker in Chromium, on a page that enforces Trusted Types: real (trusted) clicks on the
// page's send button never reach the page while picking, the send button is proposed next to the input, Save
// answers with the picked selectors, and Esc leaves no overlay and no listener behind. Selector derivation is
// another module's job (embed/teach/derive.ts); small stand-ins take its place here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/browser';

const ENTRY = `
import { runTeach } from './embed/teach/teach';
const deps = {
  inputRoot: (el) => el.closest('textarea') ?? el,
  controlRoot: (el) => el.closest('button') ?? el,
  messageRoot: (el) => el.closest('.msg') ?? el,
  deriveSelector: (el) => (el.id ? '#' + el.id : undefined),
  deriveMessageSelector: (el) => (el.classList.contains('ai') ? '.msg.ai' : undefined),
  checkSelectors: (selectors) =>
    Object.entries(selectors).map(([part, sel]) => {
      const matched = document.querySelectorAll(sel).length;
      return { part, ok: matched > 0, matched };
    }),
  editorFamily: () => 'textarea',
};
window.teach = (params) => (window.result = runTeach(params, deps));
`;

const PAGE = `<!doctype html><html><body style="margin:0;background:#111;color:#eee">
<main style="padding:160px 20px 20px">
  <section class="msg user">How do I read a file?</section>
  <section class="msg ai"><p id="first">Use the read_file tool.</p></section>
  <section class="msg ai"><p>Second answer.</p></section>
  <form id="composer" style="position:fixed;bottom:10px;left:10px;right:10px;display:flex">
    <textarea id="prompt" style="flex:1"></textarea><button id="send" aria-label="Send message">↑</button>
  </form>
</main>
<script src="/picker.js"></script>
<script src="/page.js"></script>
</body></html>`;

/** The page's own handlers: they count what reaches them. */
const PAGE_JS = `
window.pageSaw = [];
for (const type of ['pointerdown', 'mousedown', 'click'])
  document.getElementById('send').addEventListener(type, () => pageSaw.push(type));
document.getElementById('composer').addEventListener('submit', (e) => { e.preventDefault(); pageSaw.push('submit'); });
`;

let browser: Browser;
let picker: string;
beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
  });
  picker = bundle.outputFiles[0]!.text;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openChat(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  // The picker's root is closed; an open one lets the test read its panel (nothing else changes).
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      return attach.call(this, { ...init, mode: 'open' });
    };
  });
  await page.route('http://chat.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const js = path === '/picker.js' ? picker : path === '/page.js' ? PAGE_JS : undefined;
    return route.fulfill(
      js !== undefined
        ? { contentType: 'text/javascript', body: js }
        : {
            contentType: 'text/html',
            headers: { 'content-security-policy': "require-trusted-types-for 'script'" },
            body: PAGE,
          },
    );
  });
  await page.goto('http://chat.test/');
  return page;
}

const pageSaw = (page: Page) => page.evaluate(() => (window as unknown as { pageSaw: string[] }).pageSaw);
const start = (page: Page) =>
  page.evaluate(() => {
    void (window as unknown as { teach(p: unknown): Promise<unknown> }).teach({
      parts: ['input', 'sendButton', 'assistantMessage'],
      optional: ['userMessage'],
    });
  });
const result = (page: Page) =>
  page.evaluate(() => (window as unknown as { result: Promise<unknown> }).result);

describe('teach picker in Chromium', () => {
  it('teaches input, send and answers in three clicks without the page seeing any of them', async () => {
    const page = await openChat();
    // The page really enforces Trusted Types: an HTML string throws here, so the picker must not use one.
    expect(
      await page.evaluate(() => {
        try {
          document.body.insertAdjacentHTML('beforeend', '<b></b>');
          return 'allowed';
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    expect(await page.locator('mcp-bridge-picker').count()).toBe(0);

    await start(page);
    const dialog = page.getByRole('dialog', { name: 'Teach this site' });
    await expect.poll(() => dialog.textContent()).toContain('Click the chat input');
    await page.click('#prompt');
    await expect.poll(() => dialog.textContent()).toContain('Send button found');
    await page.click('#send'); // not a pick in this step (it picks an answer): still swallowed
    await page.click('#first');
    await expect.poll(() => dialog.textContent()).toContain('AI answer: 2 found');
    expect(await pageSaw(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await result(page)).toMatchObject({
      ok: true,
      selectors: { input: '#prompt', sendButton: '#send', assistantMessage: '.msg.ai' },
      editor: 'textarea',
    });
    expect(await page.locator('mcp-bridge-picker').count()).toBe(0);
    await page.close();
  });

  it('Esc leaves at once, and the page gets its clicks back', async () => {
    const page = await openChat();
    await start(page);
    await page.click('#prompt');
    await page.keyboard.press('Escape');
    expect(await result(page)).toEqual({ ok: false });
    expect(await page.locator('mcp-bridge-picker').count()).toBe(0);
    await page.click('#send');
    expect(await pageSaw(page)).toEqual(['pointerdown', 'mousedown', 'click', 'submit']);
    await page.close();
  });
});
