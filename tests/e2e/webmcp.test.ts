// The page's own WebMCP tools on a site owner's page (demo/owner-site, its own chat markup and snippet):
// a tool registered through the @mcp-b/global polyfill, one through a stand-in for the native
// document.modelContext API, and a declarative form. Once enabled, the sidebar lists them and its instructions
// teach them to the AI; the AI's streamed call runs them in the page and the result comes back marked
// source="page"; a form without toolautosubmit is filled but not submitted; an ungranted or disabled page's
// tools are neither listed nor run; a page tool named like a server tool never replaces it.
import { readFile } from 'node:fs/promises';
import type { FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../scripts/lib/staticServer';
import { grantAndAwaitServers, grantOrigin, openChat } from './lib/chat';
import {
  approveCall,
  askOwnerChat,
  enablePageTools,
  ownerChatResultFor,
  startOwnerChatCopy,
} from './lib/ownerChat';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';

let env: E2eEnv;
let nativeSite: StaticServer;

beforeAll(async () => {
  env = await startE2eEnv();
  // The same chat on another origin, with the native API stand-in instead of the polyfill.
  const standIn = await readFile('tests/e2e/fixtures/nativeModelContext.js', 'utf8');
  nativeSite = await startOwnerChatCopy(env.appOrigin, standIn);
});
afterAll(async () => {
  await nativeSite?.stop();
  await env?.stop();
});

/** The instructions text the sidebar shows, copies and inserts. */
async function instructionsText(sidebar: FrameLocator): Promise<string> {
  await sidebar.getByRole('tab', { name: 'Instructions' }).click();
  return (await sidebar.getByLabel('Instructions text').textContent()) ?? '';
}

describe('WebMCP tools of the page', () => {
  it('runs a polyfill tool and fills a form (not submitting it) once the user enabled the page tools', async () => {
    const ownerUrl = env.stack.demo.ownerUrl;
    const origin = new URL(ownerUrl).origin;
    const { context, page, sidebar } = await openChat(env.browser, demoChat(env, [], ownerUrl));
    await grantOrigin(sidebar);

    // Granted but not enabled: the sidebar shows the names, the AI gets no such tool.
    await sidebar.getByRole('tab', { name: 'Tools' }).click();
    const section = sidebar.getByRole('region', { name: `Tools of ${origin}` });
    await section.getByRole('listitem', { name: 'order_status' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => section.getByRole('listitem').count()).toBe(2);
    expect(await instructionsText(sidebar)).not.toContain('order_status');
    await askOwnerChat(page, 'call order_status {"orderId":"A-1001"}');
    expect(await ownerChatResultFor(page, 'order_status')).toMatch(/name="order_status" status="error"/);

    await enablePageTools(sidebar, origin);
    // What the user inserts now teaches the AI the page's tools, under the names the hub gives them.
    await expect
      .poll(() => instructionsText(sidebar))
      .toContain(`- order_status(orderId) — (A tool of the page ${origin}.)`);
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
    await askOwnerChat(page, 'call order_status {"orderId":"A-1001"}');
    await approveCall(sidebar, 'order_status');
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

    await askOwnerChat(page, 'call request_callback {"name":"Ada","topic":"delivery","notes":"after 5pm"}');
    await approveCall(sidebar, 'request_callback');
    const filled = await ownerChatResultFor(page, 'request_callback');
    expect(filled).toMatch(/status="ok"/);
    expect(await page.locator('#callback-form [name=name]').inputValue()).toBe('Ada');
    expect(await page.locator('#callback-form [name=topic]').inputValue()).toBe('delivery');
    expect(await page.locator('#callback-form [name=notes]').inputValue()).toBe('after 5pm');
    expect(await page.locator('#callback-status').textContent()).toBe('');
    await context.close();
  });

  it('uses the native API; nothing runs before the grant; a server tool keeps its name', async () => {
    const origin = nativeSite.url.replace(/\/$/, '');
    const { context, page, sidebar } = await openChat(env.browser, demoChat(env, [], `${nativeSite.url}/`));
    await sidebar.getByRole('button', { name: /^allow/i }).waitFor({ timeout: 20_000 });
    await askOwnerChat(page, 'call greet {"who":"Ada"}');
    await page
      .locator('.reply[data-streaming="false"]')
      .filter({ hasText: 'greet' })
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(
      await page.evaluate(() => (window as unknown as { __pageToolRuns: unknown[] }).__pageToolRuns),
    ).toEqual([]);
    expect(await sidebar.getByRole('region', { name: `Tools of ${origin}` }).count()).toBe(0);

    await grantAndAwaitServers(sidebar);
    await enablePageTools(sidebar, origin);
    const section = sidebar.getByRole('region', { name: `Tools of ${origin}` });
    await expect
      .poll(() => section.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining('request_callback'),
        expect.stringContaining('greet'),
        expect.stringContaining('list_directory'),
      ]);

    await askOwnerChat(page, 'call greet {"who":"Grace"}');
    await approveCall(sidebar, 'greet');
    const greeting = await ownerChatResultFor(page, 'greet');
    expect(greeting).toContain('Hello, Grace! (from the page)');
    expect(greeting).toContain('source="page"');

    // The server's list_directory runs under its own name (read-only: no approval), not the page's.
    await askOwnerChat(page, 'call list_directory {"path":"."}');
    const listing = await ownerChatResultFor(page, 'list_directory');
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
