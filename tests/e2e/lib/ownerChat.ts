// The site owner's support chat (demo/owner-site) as the page-tool tests drive it: served again on an origin
// of its own with another script in place of the polyfill, asked a question, its call approved in the
// sidebar, and the result it got back read.
import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from 'playwright-core';
import { embedSnippet } from '../../../bridge/protocol/embedSnippet';
import { bundleOwnerSite, ownerSiteConfig, renderOwnerPage } from '../../../scripts/lib/ownerSite';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';
import { clickArmed } from './armedClick';

/**
 * The owner's chat on a new origin, suggesting no server, whose page tools come from `toolScript` (loaded
 * before the chat) instead of the polyfill.
 */
export async function startOwnerChatCopy(appOrigin: string, toolScript: string): Promise<StaticServer> {
  const [chat, css] = await Promise.all([
    bundleOwnerSite('chat.ts'),
    readFile('demo/owner-site/site.css', 'utf8'),
  ]);
  const { suggestedServers: _none, ...config } = ownerSiteConfig();
  const page = await renderOwnerPage(['/tools.js', '/chat.js'], embedSnippet(appOrigin, config));
  return startStaticServer({
    routes: {
      '/': { body: page },
      '/chat.js': { body: chat, contentType: 'text/javascript' },
      '/tools.js': { body: toolScript, contentType: 'text/javascript' },
      '/owner/site.css': { body: css, contentType: 'text/css' },
    },
  });
}

/** Asks once the assistant is done answering (the owner's chat ignores questions while it streams). */
export async function askOwnerChat(page: Page, text: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.reply[data-streaming="true"]'), null, {
    timeout: 30_000,
  });
  await page.locator('#ask').fill(text);
  await page.locator('#ask-send').click();
}

/** The latest result message the runtime sent back into the owner's chat for a call of `name`. */
export async function ownerChatResultFor(page: Page, name: string): Promise<string> {
  const message = page
    .locator('.question')
    .filter({ hasText: `name="${name}"` })
    .last();
  await message.waitFor({ timeout: 60_000 });
  return (await message.textContent()) ?? '';
}

/** Approves the pending call of `name` with the sidebar's Run, once the sidebar is provably visible. */
export async function approveCall(sidebar: FrameLocator, name: string): Promise<void> {
  await sidebar.getByRole('tab', { name: /^Calls/ }).click();
  await clickArmed(
    sidebar.getByRole('article', { name: `Call ${name}` }).getByRole('button', { name: 'Run' }),
    30_000,
  );
}

/** Turns on "Use this page's tools" for `origin` once the sidebar lists the page's tools. */
export async function enablePageTools(sidebar: FrameLocator, origin: string): Promise<void> {
  await sidebar.getByRole('tab', { name: 'Tools' }).click();
  const section = sidebar.getByRole('region', { name: `Tools of ${origin}` });
  await section.getByText('from this page').waitFor({ timeout: 30_000 });
  await section.getByRole('switch', { name: "Use this page's tools" }).check();
}
