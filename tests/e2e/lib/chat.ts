// Drives the demo chat page the way a user would, and reads what it shows.
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { ALL_CONNECTED, grantOrigin, pairDashboard, sidebarIn } from '../../../scripts/lib/appDriver';
import { recordConsole, withPageReport } from './diagnostics';

// Driving the app itself is shared tooling (the bench and the screenshots use it too); the tests take it
// from here with the chat helpers.
export {
  addServer,
  ALL_CONNECTED,
  decideAndWaitClosed,
  grantOrigin,
  openConsentWindow,
  pairDashboard,
  runWithTextInNumberField,
  selectTab,
  showOffering,
  sidebarIn,
  withoutLocalPairing,
} from '../../../scripts/lib/appDriver';

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
  await withPageReport(page, () => message.waitFor({ timeout }));
  return (await message.textContent()) ?? '';
}

export interface OpenChat {
  context: BrowserContext;
  page: Page;
  sidebar: FrameLocator;
}

/** Pairs the dashboard through the links (so its storage holds the servers), then opens the chat page. */
export async function openChat(
  browser: Browser,
  options: { pairingLinks: string[]; chatUrl: string; appOrigin: string },
): Promise<OpenChat> {
  const context = await browser.newContext();
  const page = await context.newPage();
  recordConsole(page);
  for (const link of options.pairingLinks) await pairDashboard(page, link);
  await page.goto(options.chatUrl);
  return { context, page, sidebar: sidebarIn(page, options.appOrigin) };
}

/** As openChat, then clicks Allow and waits until the sidebar reports the servers connected. */
export async function openGrantedChat(
  browser: Browser,
  options: { pairingLinks: string[]; chatUrl: string; appOrigin: string; connected?: RegExp },
): Promise<OpenChat> {
  const chat = await openChat(browser, options);
  await grantAndAwaitServers(chat.sidebar, options.connected);
  return chat;
}

/** Allows the page in the consent window, then waits until the sidebar (frame or popup) has its servers. */
export async function grantAndAwaitServers(
  sidebar: FrameLocator | Page,
  connected: RegExp = ALL_CONNECTED,
): Promise<void> {
  await grantOrigin(sidebar);
  await sidebar.getByText(connected).first().waitFor({ timeout: 30_000 });
}
