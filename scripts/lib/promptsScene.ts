// The screenshot of the sidebar's Prompts tab (scripts/screenshots.ts): the official server-everything added
// in the sidebar on the demo chat, its completable prompt open with both arguments filled from the server's
// suggestions, ready for "Insert into chat".
import type { Browser } from 'playwright-core';
import { addServer, grantOrigin, selectTab, showOffering, sidebarIn } from './appDriver';
import { startEverythingServer } from './everythingServer';

export async function shootPromptForm(
  browser: Browser,
  options: { demoUrl: string; appOrigin: string; colorScheme: 'light' | 'dark'; path: string },
): Promise<void> {
  const everything = await startEverythingServer();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  });
  try {
    const page = await context.newPage();
    await page.goto(options.demoUrl);
    const sidebar = sidebarIn(page, options.appOrigin);
    await selectTab(sidebar, 'Servers', 30_000);
    await addServer(sidebar, 'everything', everything.url);
    await grantOrigin(sidebar);
    await sidebar.getByText(/1\/1 servers connected/).waitFor({ timeout: 30_000 });
    await showOffering(sidebar, 'Prompts');
    await sidebar.getByRole('button', { name: 'Open prompt Team Management' }).click({ timeout: 20_000 });
    const form = sidebar.getByRole('form', { name: 'Prompt Team Management' });
    await form.getByLabel(/department/).fill('Sales');
    await form.getByLabel(/^name/).fill('Eve');
    await form.getByLabel(/^name/).blur();
    await page.mouse.move(0, 0);
    await page.locator(`iframe[src^="${options.appOrigin}/"]`).screenshot({ path: options.path });
  } finally {
    await context.close();
    await everything.stop();
  }
}
