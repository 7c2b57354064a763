// Signing in to an OAuth server as a user does, from its item in the sidebar or the dashboard.
import type { BrowserContext, Locator } from 'playwright-core';

/**
 * Clicks the server's "Sign in" and resolves once the popup has closed: it ends on the app's callback page,
 * which hands the code to the app and is closed by it.
 */
export async function signInThroughPopup(context: BrowserContext, item: Locator): Promise<void> {
  const popupOpened = context.waitForEvent('page');
  await item.getByRole('button', { name: 'Sign in' }).click();
  await (await popupOpened).waitForEvent('close', { timeout: 30_000 });
}
