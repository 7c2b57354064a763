// The screenshots' protocol log scene: a server's log opened from the Servers tab, with the answer to
// initialize expanded, so the shot shows both the list and one whole message.
import type { Page } from 'playwright-core';

export async function protocolLogShot(page: Page, path: string): Promise<void> {
  await page.getByRole('tab', { name: 'Servers', exact: true }).click();
  await page
    .getByRole('button', { name: /^Protocol log of / })
    .first()
    .click();
  const view = page.getByRole('region', { name: /^Protocol log of / }).first();
  await view.getByRole('button', { name: /← received initialize/ }).click({ timeout: 30_000 });
  await view.getByRole('heading', { name: 'Protocol log' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path });
}
