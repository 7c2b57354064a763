// Drives a chat page in Firefox as the Chromium tests' lib/chat.ts does: type and send, read the messages,
// wait for the assistant's finished answer, open a chat with the sidebar granted.
import type { Browser, BrowserContext, Frame, Page } from 'puppeteer-core';
import { grantAndAwaitServers, pairDashboard } from './app';
import { sidebarFrame } from './driver';

/** Types into the chat input and presses Enter (an overlay sidebar may cover the send button). */
export async function sendUserMessage(page: Page, text: string): Promise<void> {
  await page.type('#chat-input', text);
  await page.keyboard.press('Enter');
}

/** Texts of the chat's user messages, in order. */
export function userMessages(page: Page): Promise<string[]> {
  return page.$$eval('.message.user', (messages) => messages.map((m) => m.textContent ?? ''));
}

/** Waits until a finished assistant message matches; on a timeout the error carries both frames' text. */
export async function waitForAssistant(page: Page, pattern: RegExp, timeout = 30_000): Promise<string> {
  try {
    const handle = await page.waitForFunction(
      (source: string, flags: string) => {
        const finished = [...document.querySelectorAll('.message.assistant[data-streaming="false"]')];
        const match = finished.reverse().find((m) => new RegExp(source, flags).test(m.textContent ?? ''));
        return match ? match.textContent : null;
      },
      { timeout, polling: 100 },
      pattern.source,
      pattern.flags,
    );
    return (await handle.jsonValue()) as string;
  } catch (error) {
    const frames = await Promise.all(
      page.frames().map(async (frame) => {
        const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '(unreadable)');
        return `--- ${frame.url().slice(0, 100)}\n${text.slice(-1_500)}`;
      }),
    );
    if (error instanceof Error) error.message += `\n\nPage state:\n${frames.join('\n')}`;
    throw error;
  }
}

export interface FirefoxChat {
  context: BrowserContext;
  page: Page;
  sidebar: Frame;
}

/** A fresh context: pairs the dashboard through the link, opens the chat page and finds its sidebar. */
export async function openChat(
  browser: Browser,
  options: { pairingLink: string; chatUrl: string; appOrigin: string },
): Promise<FirefoxChat> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await pairDashboard(page, options.pairingLink);
  await page.goto(options.chatUrl);
  return { context, page, sidebar: await sidebarFrame(page, options.appOrigin) };
}

/** As openChat, then Allow in the consent window and every server connected. */
export async function openGrantedChat(
  browser: Browser,
  options: { pairingLink: string; chatUrl: string; appOrigin: string },
): Promise<FirefoxChat> {
  const chat = await openChat(browser, options);
  await grantAndAwaitServers(chat.context, chat.sidebar);
  return chat;
}
