// `npm run screenshots`: builds the product, runs one chat turn on the demo page, and saves Chromium
// screenshots of every tab of the dashboard and of the sidebar (on the demo page and alone at 320 px),
// plus a manual tool run, in light and dark, to docs/screenshots.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { buildProduct } from './lib/buildProduct';
import { startStack } from './lib/stack';
import { launchChromium } from '../tests/e2e/lib/browser';
import { grantOrigin, pairDashboard } from '../tests/e2e/lib/chat';

const appPort = Number(process.env.APP_PORT ?? 4320);
const appOrigin = `http://127.0.0.1:${appPort}`;
const distDir = resolve('.cache/screenshots-dist');
const outDir = resolve('docs/screenshots');

const DASHBOARD_TABS = ['Servers', 'Tools', 'Instructions', 'History', 'Settings', 'Install'];
const SIDEBAR_TABS = ['Calls', 'Tools', 'Instructions', 'Servers', 'Settings'];
const slug = (tab: string) => tab.toLowerCase();

await buildProduct({ appOrigin, outDir: distDir });
mkdirSync(outDir, { recursive: true });

/** Clicks a tab and waits for its panel to settle (token counts, lazy chunks). */
async function openTab(scope: Page | FrameLocator | Frame, name: string) {
  await scope.getByRole('tab', { name, exact: true }).click();
  await scope.getByRole('tabpanel').waitFor();
  if (name === 'Instructions') await scope.getByText(/≈ [\d,]+ tokens/).waitFor({ timeout: 30_000 });
}

/** Runs a tool by hand from the Tools tab: a failed validation first, then a real run. */
async function manualRun(page: Page, theme: string) {
  await openTab(page, 'Tools');
  await page.getByRole('button', { name: 'Run read_text_file…' }).click();
  await page.getByRole('button', { name: 'Set head' }).click();
  await page.getByRole('textbox', { name: /^head/ }).fill('ten');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page
    .getByText(/^Must be/)
    .first()
    .waitFor({ timeout: 15_000 });
  await page.screenshot({ path: join(outDir, `dashboard-tool-form-errors-${theme}.png`) });
  await page.getByRole('button', { name: 'Close the tool form' }).click();
  // A nested form: an array of objects, each with its own array of strings.
  await page.getByRole('button', { name: 'Run create_entities…' }).click();
  await page.getByRole('button', { name: 'Add entities item' }).click();
  await page.getByRole('textbox', { name: /^name/ }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /^entityType/ }).fill('person');
  await page.getByRole('button', { name: 'Add observations item' }).click();
  await page.getByRole('textbox', { name: /^observations 1/ }).fill('Wrote the first published program');
  await page.screenshot({ path: join(outDir, `dashboard-tool-form-${theme}.png`) });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByText('Result').first().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(outDir, `dashboard-tool-run-${theme}.png`) });
}

const stack = await startStack({ appPort, demoPort: 0, connectorPort: 0, distDir });
const browser = await launchChromium();
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
    const page = await context.newPage();
    await pairDashboard(page, stack.connector.newPairingLink());
    await page
      .getByText(/connected/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(outDir, `dashboard-${colorScheme}.png`) });
    for (const tab of DASHBOARD_TABS) {
      await openTab(page, tab);
      await page.screenshot({ path: join(outDir, `dashboard-${slug(tab)}-${colorScheme}.png`) });
    }
    await manualRun(page, colorScheme);

    await page.goto(stack.demoUrl);
    const sidebar = page.frameLocator(`iframe[src^="${appOrigin}/"]`);
    await grantOrigin(sidebar);
    await sidebar
      .getByText(/connected/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.locator('#chat-input').fill('Which files are in the demo folder?');
    await page.locator('#send-button').click();
    await page
      .locator('.message.assistant[data-streaming="false"]')
      .filter({ hasText: /contains/i })
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(outDir, `demo-sidebar-${colorScheme}.png`) });
    const frame = page.locator(`iframe[src^="${appOrigin}/"]`);
    for (const tab of SIDEBAR_TABS) {
      await openTab(sidebar, tab);
      await frame.screenshot({ path: join(outDir, `sidebar-${slug(tab)}-${colorScheme}.png`) });
    }

    // The sidebar alone at its narrowest supported width (what a popup or a narrow iframe shows).
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 320, height: 720 });
    await narrow.goto(`${appOrigin}/sidebar.html`);
    for (const tab of ['Tools', 'Calls']) {
      await openTab(narrow, tab);
      await narrow.screenshot({ path: join(outDir, `sidebar-320-${slug(tab)}-${colorScheme}.png`) });
    }
    await context.close();
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await stack.stop();
}
