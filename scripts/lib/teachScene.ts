// The screenshots of a repair (scripts/screenshots.ts): the demo chat after a "redesign" renames its answers, the
// sidebar's warning with Fix it now and Report, then the page's picker asking for one answer, the pointer on it.
import type { Browser } from 'playwright-core';
import { ALL_CONNECTED, grantOrigin, pairDashboard, sidebarIn } from './appDriver';
import type { Stack } from './stack';

export async function teachScene(
  browser: Browser,
  stack: Stack,
  options: { appOrigin: string; colorScheme: 'light' | 'dark'; warningPath: string; pickerPath: string },
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  });
  try {
    const page = await context.newPage();
    await pairDashboard(page, stack.connector.newPairingLink());
    await page.goto(stack.demoUrl);
    const sidebar = sidebarIn(page, options.appOrigin);
    await grantOrigin(sidebar);
    await sidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
    await page.locator('#chat-input').fill('Which files are in the demo folder?');
    await page.locator('#send-button').click();
    // The agent loop's last answer, after the call's result went back.
    await page
      .locator('.message.assistant[data-streaming="false"]')
      .filter({ hasText: /contains/i })
      .waitFor({ timeout: 60_000 });
    // A redesign as sites ship them: the answers' class is renamed, the rest stays.
    await page.evaluate(() => {
      for (const message of document.querySelectorAll('.message.assistant')) {
        message.classList.replace('assistant', 'reply-turn');
      }
    });
    const warning = sidebar.getByRole('alert').filter({ hasText: /layout changed/i });
    await warning.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: options.warningPath });
    await warning.getByRole('button', { name: 'Fix it now' }).click();
    // The picker's panel is in a closed shadow root: its host element is what the page can see.
    await page.locator('mcp-bridge-picker').waitFor({ state: 'attached' });
    await page.locator('.message.reply-turn').last().hover();
    await page.screenshot({ path: options.pickerPath });
    await page.keyboard.press('Escape');
  } finally {
    await context.close();
  }
}
