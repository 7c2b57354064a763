// The screenshots' Resources scene: the official server-everything added in the sidebar on the demo chat,
// and one of its documents open in the Resources tab (shot of the sidebar frame).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { addServer, grantOrigin, selectTab, showOffering, sidebarIn } from './appDriver';
import { startEverythingServer } from './everythingServer';
import type { Stack } from './stack';

export async function resourcesScene(
  browser: Browser,
  stack: Stack,
  options: { appOrigin: string; outDir: string; colorScheme: 'light' | 'dark' },
): Promise<void> {
  const everything = await startEverythingServer();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  });
  try {
    const page = await context.newPage();
    await page.goto(stack.demoUrl);
    const sidebar = sidebarIn(page, options.appOrigin);
    await grantOrigin(sidebar);
    await selectTab(sidebar, 'Servers');
    await addServer(sidebar, 'everything', everything.url);
    await sidebar
      .getByRole('listitem', { name: 'Server everything' })
      .getByText('Connected', { exact: true })
      .waitFor({ timeout: 30_000 });
    await sidebar.getByRole('button', { name: 'Dismiss message' }).click();
    await sidebar.getByRole('button', { name: 'Dismiss next step' }).click();
    await showOffering(sidebar, 'Resources');
    await sidebar
      .getByRole('region', { name: 'Resources of everything' })
      .getByText('features.md', { exact: true })
      .waitFor({ timeout: 20_000 });
    await sidebar.getByRole('button', { name: 'Open features.md' }).click({ timeout: 20_000 });
    await sidebar.getByTestId('resource-text').waitFor({ timeout: 20_000 });
    // Insert and Attach shown armed, as the user meets them once the view has settled.
    await sidebar.locator('[data-actions-gate="armed"]').waitFor({ timeout: 20_000 });
    await page
      .locator(`iframe[src^="${options.appOrigin}/"]`)
      .screenshot({ path: join(options.outDir, `sidebar-resources-${options.colorScheme}.png`) });
  } finally {
    await context.close();
    await everything.stop();
  }
}
