// Drives the demo chat page the way a user would, and reads what it shows.
import type { FrameLocator, Page } from 'playwright-core';

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
