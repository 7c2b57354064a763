// `npm run screenshots`: builds the product, runs one chat turn on the demo page, and saves Chromium
// screenshots of the sidebar on the demo page and of the dashboard, in light and dark, to docs/screenshots.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildEmbed } from './build-embed';
import { startStack } from './lib/stack';
import { launchChromium } from '../tests/e2e/lib/browser';

const appPort = Number(process.env.APP_PORT ?? 4320);
const appOrigin = `http://127.0.0.1:${appPort}`;
const distDir = resolve('.cache/screenshots-dist');
const outDir = resolve('docs/screenshots');

execFileSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir'],
  {
    stdio: 'inherit',
    env: { ...process.env, APP_ORIGIN: appOrigin },
  },
);
await buildEmbed({ appOrigin, outDir: distDir });
mkdirSync(outDir, { recursive: true });

const stack = await startStack({ appPort, demoPort: 0, connectorPort: 0, distDir });
const browser = await launchChromium();
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
    const page = await context.newPage();
    await page.goto(stack.connector.pairingLink);
    await page
      .getByText(/connected/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(outDir, `dashboard-${colorScheme}.png`) });

    await page.goto(stack.demoUrl);
    const sidebar = page.frameLocator(`iframe[src^="${appOrigin}/"]`);
    await sidebar.getByRole('button', { name: /^allow/i }).click({ timeout: 20_000 });
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
    await context.close();
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await stack.stop();
}
