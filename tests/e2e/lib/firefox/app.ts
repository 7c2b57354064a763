// Drives our own app in Firefox as a user would, the same steps as scripts/lib/appDriver.ts does for
// Playwright: pair the dashboard from a connector link, grant a page in the consent window, pick a tab.
import type { BrowserContext, Frame, Page } from 'puppeteer-core';
import { ALL_CONNECTED } from '../../../../scripts/lib/appDriver';
import { click, decideAndWaitClosed, waitForText, windowOpenedBy, type Name } from './driver';

/** Opens a connector's pairing link in the dashboard and confirms the dialog. */
export async function pairDashboard(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await click(page, 'button', /^Add \d+ servers?$/);
  await waitForText(page, /Paired \d+ servers? from the connector\./);
}

/** Clicks a sidebar button that opens the consent window, and returns that window. */
export function openConsentWindow(
  context: BrowserContext,
  sidebar: Frame | Page,
  button: Name,
): Promise<Page> {
  return windowOpenedBy(context, () => click(sidebar, 'button', button));
}

/** "Allow in a new window…" in the sidebar (frame or popup), then Allow in the consent window. */
export async function grantOrigin(context: BrowserContext, sidebar: Frame | Page): Promise<void> {
  const consent = await openConsentWindow(context, sidebar, /^Allow in a new window/);
  await decideAndWaitClosed(consent, 'button', 'Allow');
}

/** As grantOrigin, then waits until the sidebar reports every server connected. */
export async function grantAndAwaitServers(context: BrowserContext, sidebar: Frame | Page): Promise<void> {
  await grantOrigin(context, sidebar);
  await waitForText(sidebar, ALL_CONNECTED, 30_000);
}

export async function selectTab(sidebar: Frame | Page, name: Name): Promise<void> {
  await click(sidebar, 'tab', name);
}
