// The screenshots' Resources scene: the official server-everything added in the sidebar on the demo chat,
// and one of its documents open in the Resources tab (shot of the sidebar frame).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { showOffering } from './appDriver';
import { sceneWithEverything } from './demoWithServer';
import type { Stack } from './stack';

export async function resourcesScene(
  browser: Browser,
  stack: Stack,
  options: { appOrigin: string; outDir: string; colorScheme: 'light' | 'dark' },
): Promise<void> {
  const scene = { demoUrl: stack.demoUrl, appOrigin: options.appOrigin, colorScheme: options.colorScheme };
  await sceneWithEverything(browser, { ...scene, dismissNotices: true }, async (page, sidebar) => {
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
  });
}
