// The screenshot of the sidebar's Prompts tab (scripts/screenshots.ts): the official server-everything added
// in the sidebar on the demo chat, its completable prompt open with both arguments filled from the server's
// suggestions, ready for "Insert into chat".
import type { Browser } from 'playwright-core';
import { showOffering } from './appDriver';
import { sceneWithEverything } from './demoWithServer';

export async function shootPromptForm(
  browser: Browser,
  options: { demoUrl: string; appOrigin: string; colorScheme: 'light' | 'dark'; path: string },
): Promise<void> {
  const { path, ...scene } = options;
  await sceneWithEverything(browser, scene, async (page, sidebar) => {
    await showOffering(sidebar, 'Prompts');
    await sidebar.getByRole('button', { name: 'Open prompt Team Management' }).click({ timeout: 20_000 });
    const form = sidebar.getByRole('form', { name: 'Prompt Team Management' });
    await form.getByLabel(/department/).fill('Sales');
    await form.getByLabel(/^name/).fill('Eve');
    await form.getByLabel(/^name/).blur();
    // Insert is behind the visibility gate: shot once it armed, as the user sees it a moment later.
    await form.getByRole('button', { name: 'Insert into chat' }).click({ trial: true, timeout: 20_000 });
    await page.mouse.move(0, 0);
    await page.locator(`iframe[src^="${options.appOrigin}/"]`).screenshot({ path });
  });
}
