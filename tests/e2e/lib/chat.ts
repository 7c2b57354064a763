// Drives the demo chat page the way a user would, and reads what it shows.
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';

export async function sendUserMessage(page: Page, text: string): Promise<void> {
  await page.locator('#chat-input').fill(text);
  await page.locator('#send-button').click();
}

/** Texts of the chat's user messages, in order. */
export function userMessages(page: Page): Promise<string[]> {
  return page.locator('.message.user').allTextContents();
}

export function assistantMessages(page: Page): Promise<string[]> {
  return page.locator('.message.assistant').allTextContents();
}

/** Waits until a finished assistant message matches. */
export async function waitForAssistant(page: Page, pattern: RegExp, timeout = 30_000): Promise<string> {
  const message = page
    .locator('.message.assistant[data-streaming="false"]')
    .filter({ hasText: pattern })
    .last();
  await message.waitFor({ timeout });
  return (await message.textContent()) ?? '';
}

export function sidebarIn(page: Page, appOrigin: string): FrameLocator {
  return page.frameLocator(`iframe[src^="${appOrigin}/"]`);
}

/** Clicks Allow on the sidebar's origin-grant prompt. */
export async function grantOrigin(sidebar: FrameLocator | Page): Promise<void> {
  await sidebar.getByRole('button', { name: /^allow/i }).click({ timeout: 20_000 });
}

export interface OpenChat {
  context: BrowserContext;
  page: Page;
  sidebar: FrameLocator;
}

/** Opens the pairing links (so the dashboard's storage holds the servers), then the chat page. */
export async function openChat(
  browser: Browser,
  options: { pairingLinks: string[]; chatUrl: string; appOrigin: string },
): Promise<OpenChat> {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const link of options.pairingLinks) await page.goto(link);
  await page.goto(options.chatUrl);
  return { context, page, sidebar: sidebarIn(page, options.appOrigin) };
}

/** As openChat, then clicks Allow and waits until the sidebar reports the servers connected. */
export async function openGrantedChat(
  browser: Browser,
  options: { pairingLinks: string[]; chatUrl: string; appOrigin: string; connected?: RegExp },
): Promise<OpenChat> {
  const chat = await openChat(browser, options);
  await grantOrigin(chat.sidebar);
  await chat.sidebar
    .getByText(options.connected ?? /servers connected/i)
    .first()
    .waitFor({ timeout: 30_000 });
  return chat;
}
