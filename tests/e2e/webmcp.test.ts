// The page's own WebMCP tools on a site owner's page (demo/owner-site, its own chat markup and snippet):
// a tool registered through the @mcp-b/global polyfill, one through a stand-in for the native
// document.modelContext API, and a declarative form. Once enabled, the sidebar lists them and its instructions
// teach them to the AI; the AI's streamed call runs them in the page and the result comes back marked
// source="page"; a form without toolautosubmit is filled but not submitted; an ungranted or disabled page's
// tools are neither listed nor run; a page tool named like a server tool never replaces it.
import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleOwnerSite,
  ownerSiteConfig,
  ownerSiteSnippet,
  renderOwnerPage,
} from '../../scripts/lib/ownerSite';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';
import { ALL_CONNECTED, grantOrigin, openChat } from './lib/chat';
import { clickArmed } from './lib/armedClick';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';

let env: E2eEnv;
let nativeSite: StaticServer;

beforeAll(async () => {
  env = await startE2eEnv();
  // The same chat on another origin, with the native API stand-in instead of the polyfill.
  const [chat, standIn, css] = await Promise.all([
    bundleOwnerSite('chat.ts'),
    readFile('tests/e2e/fixtures/nativeModelContext.js', 'utf8'),
    readFile('demo/owner-site/site.css', 'utf8'),
  ]);
  const { suggestedServers: _none, ...config } = ownerSiteConfig();
  const page = await renderOwnerPage(['/native.js', '/chat.js'], ownerSiteSnippet(env.appOrigin, config));
  nativeSite = await startStaticServer({
    routes: {
      '/': { body: page },
      '/chat.js': { body: chat, contentType: 'text/javascript' },
      '/native.js': { body: standIn, contentType: 'text/javascript' },
      '/owner/site.css': { body: css, contentType: 'text/css' },
    },
  });
});
afterAll(async () => {
  await nativeSite?.stop();
  await env?.stop();
});

/** Asks once the assistant is done answering (the page ignores questions while it streams). */
async function ask(page: Page, text: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.reply[data-streaming="true"]'), null, {
    timeout: 30_000,
  });
  await page.locator('#ask').fill(text);
  await page.locator('#ask-send').click();
}

/** The result message the runtime sent back for a call of `name`. */
async function resultFor(page: Page, name: string): Promise<string> {
  const message = page
    .locator('.question')
    .filter({ hasText: `name="${name}"` })
    .last();
  await message.waitFor({ timeout: 60_000 });
  return (await message.textContent()) ?? '';
}

async function approve(sidebar: FrameLocator, name: string): Promise<void> {
  await sidebar.getByRole('tab', { name: /^Calls/ }).click();
  await clickArmed(
    sidebar.getByRole('article', { name: `Call ${name}` }).getByRole('button', { name: 'Run' }),
    30_000,
  );
}

async function enablePageTools(sidebar: FrameLocator, origin: string): Promise<void> {
  await sidebar.getByRole('tab', { name: 'Tools' }).click();
  const section = sidebar.getByRole('region', { name: `Tools of ${origin}` });
  await section.getByText('from this page').waitFor({ timeout: 30_000 });
  await section.getByRole('switch', { name: "Use this page's tools" }).check();
}

/** The instructions text the sidebar shows, copies and inserts. */
async function instructionsText(sidebar: FrameLocator): Promise<string> {
  await sidebar.getByRole('tab', { name: 'Instructions' }).click();
  return (await sidebar.getByLabel('Instructions text').textContent()) ?? '';
}

describe('WebMCP tools of the page', () => {
  it('runs a polyfill tool and fills a form (not submitting it) once the user enabled the page tools', async () => {
    const ownerUrl = env.stack.demo.ownerUrl;
    const origin = new URL(ownerUrl).origin;
    const { context, page, sidebar } = await openChat(env.browser, {
      pairingLinks: [env.stack.connector.newPairingLink()],
      chatUrl: ownerUrl,
      appOrigin: env.appOrigin,
    });
    await grantOrigin(sidebar);

    // Granted but not enabled: the sidebar shows the names, the AI gets no such tool.
    await sidebar.getByRole('tab', { name: 'Tools' }).click();
    const section = sidebar.getByRole('region', { name: `Tools of ${origin}` });
    await section.getByRole('listitem', { name: 'order_status' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => section.getByRole('listitem').count()).toBe(2);
    expect(await instructionsText(sidebar)).not.toContain('order_status');
    await ask(page, 'call order_status {"orderId":"A-1001"}');
    expect(await resultFor(page, 'order_status')).toMatch(/name="order_status" status="error"/);

    await enablePageTools(sidebar, origin);
    // What the user inserts now teaches the AI the page's tools, under the names the hub gives them.
    await expect
      .poll(() => instructionsText(sidebar))
      .toContain(`- order_status(orderId: string) — (A tool of the page ${origin}.) Looks up the status`);
    // Our tab client posts within the page's own window, so the page can see it call the polyfill's server.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __tabCalls: string[] }).__tabCalls = seen;
      window.addEventListener(
        'message',
        (
          event: MessageEvent<{
            direction?: string;
            payload?: { method?: string; params?: { name?: string } };
          }>,
        ) => {
          const { direction, payload } = event.data ?? {};
          if (direction === 'client-to-server' && payload?.method === 'tools/call')
            seen.push(payload.params?.name ?? '');
        },
      );
    });
    await ask(page, 'call order_status {"orderId":"A-1001"}');
    await approve(sidebar, 'order_status');
    await expect
      .poll(async () => page.locator('.question').filter({ hasText: 'is shipped' }).count(), {
        timeout: 60_000,
      })
      .toBe(1);
    const shipped = await page.locator('.question').filter({ hasText: 'is shipped' }).textContent();
    expect(shipped).toContain('source="page"');
    expect(shipped).toContain('Order A-1001 is shipped.');
    expect(await page.evaluate(() => (window as unknown as { __tabCalls: string[] }).__tabCalls)).toEqual([
      'order_status',
    ]);

    await ask(page, 'call request_callback {"name":"Ada","topic":"delivery","notes":"after 5pm"}');
    await approve(sidebar, 'request_callback');
    const filled = await resultFor(page, 'request_callback');
    expect(filled).toMatch(/status="ok"/);
    expect(await page.locator('#callback-form [name=name]').inputValue()).toBe('Ada');
    expect(await page.locator('#callback-form [name=topic]').inputValue()).toBe('delivery');
    expect(await page.locator('#callback-form [name=notes]').inputValue()).toBe('after 5pm');
    expect(await page.locator('#callback-status').textContent()).toBe('');
    await context.close();
  });

  it('uses the native API; nothing runs before the grant; a server tool keeps its name', async () => {
    const origin = nativeSite.url.replace(/\/$/, '');
    const { context, page, sidebar } = await openChat(env.browser, {
      pairingLinks: [env.stack.connector.newPairingLink()],
      chatUrl: `${nativeSite.url}/`,
      appOrigin: env.appOrigin,
    });
    await sidebar.getByRole('button', { name: /^allow/i }).waitFor({ timeout: 20_000 });
    await ask(page, 'call greet {"who":"Ada"}');
    await page
      .locator('.reply[data-streaming="false"]')
      .filter({ hasText: 'greet' })
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(
      await page.evaluate(() => (window as unknown as { __pageToolRuns: unknown[] }).__pageToolRuns),
    ).toEqual([]);
    expect(await sidebar.getByRole('region', { name: `Tools of ${origin}` }).count()).toBe(0);

    await grantOrigin(sidebar);
    await sidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
    await enablePageTools(sidebar, origin);
    const section = sidebar.getByRole('region', { name: `Tools of ${origin}` });
    await expect
      .poll(() => section.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining('request_callback'),
        expect.stringContaining('greet'),
        expect.stringContaining('list_directory'),
      ]);

    await ask(page, 'call greet {"who":"Grace"}');
    await approve(sidebar, 'greet');
    const greeting = await resultFor(page, 'greet');
    expect(greeting).toContain('Hello, Grace! (from the page)');
    expect(greeting).toContain('source="page"');

    // The server's list_directory runs under its own name (read-only: no approval), not the page's.
    await ask(page, 'call list_directory {"path":"."}');
    const listing = await resultFor(page, 'list_directory');
    expect(listing).toMatch(/todo\.txt/);
    expect(listing).not.toContain('source="page"');
    expect(
      await page.evaluate(
        () => (window as unknown as { __pageToolRuns: Array<{ name: string }> }).__pageToolRuns,
      ),
    ).toEqual([{ name: 'greet', args: { who: 'Grace' } }]);
    await context.close();
  });
});
