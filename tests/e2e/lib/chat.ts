// Drives the demo chat page the way a user would, and reads what it shows.
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { recordConsole, withPageReport } from './diagnostics';

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

export function sidebarIn(page: Page, appOrigin: string): FrameLocator {
  return page.frameLocator(`iframe[src^="${appOrigin}/"]`);
}

/**
 * Grants the page as a user does: "Allow in a new window…" in the sidebar (a frame or the popup sidebar),
 * then Allow in the consent window that opens. Resolves once that window has closed itself.
 */
export async function grantOrigin(sidebar: FrameLocator | Page): Promise<void> {
  const consent = await openConsentWindow(sidebar, /^allow in a new window/i);
  // The window closes itself right after the click; listen first so that close can't be missed.
  const closed = consent.waitForEvent('close', { timeout: 20_000 });
  await consent
    .getByRole('button', { name: 'Allow', exact: true })
    .click({ timeout: 20_000 })
    // The window may close while Playwright still finishes the click: that close is the success.
    .catch((error: unknown) => {
      if (!consent.isClosed()) throw error;
    });
  await closed;
}

/** Clicks a sidebar button that opens the consent window, and returns that window once it asks. */
export async function openConsentWindow(
  sidebar: FrameLocator | Page,
  button: RegExp | string,
): Promise<Page> {
  const page = 'goto' in sidebar ? sidebar : sidebar.owner().page();
  // Chromium may drop a click on a frame that tracks its visibility right after the frame appeared (see
  // selectTab): click again only when no window opened at all. A window that opened late must not be
  // followed by a second click, or the sidebar would wait on the second window while the test drives the
  // first.
  const context = page.context();
  const before = new Set(context.pages());
  const newWindow = () => context.pages().find((p) => !before.has(p));
  let consent: Page | undefined;
  for (let attempt = 0; attempt < 3 && !consent; attempt++) {
    const opened = context.waitForEvent('page', { timeout: 10_000 });
    await sidebar.getByRole('button', { name: button }).click({ timeout: 20_000 });
    consent = await opened.catch(() => newWindow());
  }
  if (!consent) throw new Error(`no consent window opened from "${String(button)}"`);
  await consent.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return consent;
}

/** Opens a connector's pairing link in the dashboard and confirms the dialog, as the user would. */
export async function pairDashboard(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: /^Add \d+ servers? from the connector at / });
  await dialog.getByRole('button', { name: /^Add \d+ servers?$/ }).click({ timeout: 20_000 });
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
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

/**
 * Every enabled server connected ("2/2 servers connected"): "1/2" would let a test's first call reach a
 * hub that doesn't list the other server's tools yet.
 */
export const ALL_CONNECTED = /\b(\d+)\/\1 servers connected/i;

/** As openChat, then clicks Allow and waits until the sidebar reports the servers connected. */
export async function openGrantedChat(
  browser: Browser,
  options: { pairingLinks: string[]; chatUrl: string; appOrigin: string; connected?: RegExp },
): Promise<OpenChat> {
  const chat = await openChat(browser, options);
  await grantOrigin(chat.sidebar);
  await chat.sidebar
    .getByText(options.connected ?? ALL_CONNECTED)
    .first()
    .waitFor({ timeout: 30_000 });
  return chat;
}

/**
 * Selects a sidebar tab as a user would. Chromium drops input to a frame that tracks its own visibility
 * (IntersectionObserver v2, our Run gate) for a moment after the frame appeared or moved, so a click
 * right after a reload can be lost by design: click again until the tab is selected.
 */
export async function selectTab(sidebar: FrameLocator, name: string, timeout = 20_000): Promise<void> {
  const tab = sidebar.getByRole('tab', { name });
  const deadline = Date.now() + timeout;
  while ((await tab.getAttribute('aria-selected')) !== 'true') {
    if (Date.now() > deadline) throw new Error(`the ${name} tab could not be selected`);
    await tab.click();
    await tab.page().waitForTimeout(250);
  }
}
