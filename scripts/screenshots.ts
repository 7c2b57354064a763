// `npm run screenshots`: builds the product, runs one chat turn on the demo page, and saves Chromium
// screenshots of every tab of the dashboard and of the sidebar (on the demo page and alone at 320 px),
// plus a manual tool run, an MCP App in its call card, a prompt's argument form, a resource open in the Resources
// tab, the dashboard's first run (the getting-started guide, before and after pairing), the security prompts a
// user meets (the pairing confirmation, the consent window, a call card still arming), a server asking the
// user for input (elicitation) and a site repair (the layout warning, the page's picker), in light and dark,
// to docs/screenshots.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { buildProduct } from './lib/buildProduct';
import { startEverythingServer, type EverythingServer } from './lib/everythingServer';
import { startStack, type Stack } from './lib/stack';
import {
  ALL_CONNECTED,
  grantOrigin,
  openConsentWindow,
  pairDashboard,
  runWithTextInNumberField,
  sidebarIn,
  withoutLocalPairing,
  addServer,
} from './lib/appDriver';
import { launchChromium } from './lib/browser';
import { protocolLogShot } from './lib/protocolLogShot';
import { shootPromptForm } from './lib/promptsScene';
import { resourcesScene } from './lib/resourcesScene';
import { teachScene } from './lib/teachScene';
import { encodePairingFragment } from '../bridge/protocol/pairing';

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
  // A tab's code loads when first shown: wait until its panel replaced "Loading…".
  await scope.getByRole('tabpanel').getByText('Loading…', { exact: true }).waitFor({ state: 'detached' });
  if (name === 'Instructions') await scope.getByText(/≈ [\d,]+ tokens/).waitFor({ timeout: 30_000 });
}

/** Runs a tool by hand from the Tools tab: a failed validation first, then a real run. */
async function manualRun(page: Page, theme: string) {
  await openTab(page, 'Tools');
  await runWithTextInNumberField(page);
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

/**
 * A pairing link for a connector on another machine, for the dialog's red warning only: it is cancelled,
 * so its connector is never contacted and its code (well-formed, but minted by nobody) is never redeemed.
 */
const remotePairingLink = `${appOrigin}/${encodePairingFragment({
  v: 2,
  connector: 'https://mcp.example.com',
  code: 'screenshot-only-never-redeemed',
  servers: ['github', 'jira'],
})}`;

/**
 * Waits until a decision button is enabled (the dialogs hold them disarmed for a moment after opening),
 * then takes the pointer off it: the trial click hovers it, and the shot should show its resting colour.
 */
async function waitArmed(control: Locator) {
  await control.click({ trial: true, timeout: 20_000 });
  await control.page().mouse.move(0, 0);
}

/** The dashboard's "Add N servers from the connector at …?" for a link, shot and then cancelled. */
async function pairingConfirmation(page: Page, link: string, name: string) {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: /^Add \d+ servers? from the connector at / });
  await waitArmed(dialog.getByRole('button', { name: /^Add \d+ servers?$/ }));
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The pairing confirmation for the connector's own link, then for a connector on another machine (with
 * its warning). In a context of its own: the main flow keeps a dashboard that was paired at once.
 */
async function pairingConfirmations(browser: Browser, stack: Stack, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  await pairingConfirmation(page, stack.connector.newPairingLink(), `dashboard-pairing-${colorScheme}`);
  await pairingConfirmation(page, remotePairingLink, `dashboard-pairing-remote-${colorScheme}`);
  await context.close();
}

/**
 * Opens the consent window from the sidebar's "Allow in a new window…" and shoots it at the size the
 * sidebar asks for (window.open's 480×560; Playwright would give it the context's viewport). Closing it
 * is a denial, so the sidebar keeps offering the grant.
 */
async function consentWindow(sidebar: FrameLocator, name: string) {
  const consent = await openConsentWindow(sidebar, /^allow in a new window/i);
  await consent.setViewportSize({ width: 480, height: 560 });
  await waitArmed(consent.getByRole('button', { name: 'Allow', exact: true }));
  await consent.screenshot({ path: join(outDir, `${name}.png`) });
  await consent.close();
}

/**
 * The consent window twice, in a context of its own: on a first visit (nothing paired yet, so it also
 * offers the local connector), then once the dashboard is paired (it lists each server's tools).
 */
async function consentWindows(browser: Browser, stack: Stack, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  const sidebar = sidebarIn(page, appOrigin);
  await page.goto(stack.demoUrl);
  await consentWindow(sidebar, `consent-grant-${colorScheme}`);
  await pairDashboard(page, stack.connector.newPairingLink());
  await page.goto(stack.demoUrl);
  // Connected first, so the window shows each server's real tool count.
  await sidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
  await consentWindow(sidebar, `consent-grant-servers-${colorScheme}`);
  await context.close();
}

/**
 * The dashboard as a new user of a hosted deployment first sees it (no /local-pairing.json: only a pairing
 * link configures it): the three steps, all to do; then once the connector is paired, step 1 done.
 */
async function firstRun(browser: Browser, stack: Stack, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  await withoutLocalPairing(context);
  const page = await context.newPage();
  await page.goto(stack.dashboardUrl);
  await page.getByRole('heading', { name: 'Get started in three steps' }).waitFor();
  await page.getByRole('link', { name: 'MCP Bridge' }).waitFor();
  await page.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(outDir, `dashboard-first-run-${colorScheme}.png`) });
  await pairDashboard(page, stack.connector.newPairingLink());
  await page.locator('li[data-state="done"]').first().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(outDir, `dashboard-first-run-paired-${colorScheme}.png`) });
  await context.close();
}

/**
 * A call that asks first ("remember …" makes create_entities, which asks by default), shot while its
 * Run / Reject still arm. Arming lasts 600 ms, so the shot counts only if the card still arms after it;
 * else switching tabs remounts the card, which arms again.
 */
async function armingCallCard(page: Page, sidebar: FrameLocator, colorScheme: string) {
  const frame = page.locator(`iframe[src^="${appOrigin}/"]`);
  const path = join(outDir, `sidebar-call-arming-${colorScheme}.png`);
  await openTab(sidebar, 'Calls');
  await page.locator('#chat-input').fill('remember Ada Lovelace wrote the first published program');
  await page.locator('#send-button').click();
  const card = sidebar.getByRole('article', { name: 'Call create_entities' });
  for (let attempt = 0; attempt < 5; attempt++) {
    await card.locator('[data-gate="arming"]').waitFor({ timeout: 30_000 });
    await frame.screenshot({ path, animations: 'disabled' });
    if ((await card.locator('[data-gate]').getAttribute('data-gate')) === 'arming') return;
    await openTab(sidebar, 'Tools');
    await openTab(sidebar, 'Calls');
  }
  console.warn(`${path} may show the card armed: it armed before every screenshot finished.`);
}

/**
 * A server's questions in the sidebar, from server-everything over Streamable HTTP: the form under the
 * call's card (defaults filled in, a name typed), then a URL's confirmation with its domain.
 */
async function elicitation(browser: Browser, everything: EverythingServer, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto(stack.dashboardUrl);
  await page.getByRole('button', { name: 'Hide getting started' }).click();
  await openTab(page, 'Servers');
  await addServer(page, 'everything', everything.url);
  await page
    .getByRole('listitem', { name: 'Server everything' })
    .getByText('Connected', { exact: true })
    .waitFor({ timeout: 30_000 });
  await page.goto(stack.demoUrl);
  const sidebar = sidebarIn(page, appOrigin);
  const frame = page.locator(`iframe[src^="${appOrigin}/"]`);
  await grantOrigin(sidebar);
  await sidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
  const ask = async (message: string, tool: string) => {
    await page.locator('#chat-input').fill(message);
    await page.locator('#send-button').click();
    const run = sidebar
      .getByRole('article', { name: `Call ${tool}` })
      .getByRole('button', { name: 'Run', exact: true });
    // Pressed where it is once armed (Playwright's own click scrolls it, and a moved control re-arms);
    // again if the card moved under the pointer and the gate refused the press.
    await run.waitFor({ timeout: 20_000 });
    for (let attempt = 0; attempt < 3 && (await run.count()) > 0; attempt++) {
      await run.click({ trial: true, timeout: 20_000 });
      const box = await run.boundingBox();
      if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await run.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
    }
    const question = sidebar.getByRole('region', { name: 'everything asks for input' });
    await question.waitFor({ timeout: 20_000 });
    return question;
  };
  const form = await ask('call trigger-elicitation-request {}', 'trigger-elicitation-request');
  await form.getByRole('textbox', { name: /^name/ }).fill('Ada Lovelace');
  // The top of the question, with the call's card above it (Accept, further down, is in the next shot).
  await sidebar
    .getByRole('article', { name: 'Call trigger-elicitation-request' })
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.mouse.move(0, 0);
  await frame.screenshot({
    path: join(outDir, `sidebar-elicitation-${colorScheme}.png`),
    animations: 'disabled',
  });
  // The end of the form: Accept, armed once it is in view, and Decline.
  await form.getByRole('button', { name: 'Accept' }).click({ trial: true, timeout: 20_000 });
  await page.mouse.move(0, 0);
  await form.locator('[data-gate="armed"]').waitFor({ timeout: 20_000 });
  await frame.screenshot({
    path: join(outDir, `sidebar-elicitation-accept-${colorScheme}.png`),
    animations: 'disabled',
  });
  await form.getByRole('button', { name: 'Decline' }).click();
  // The declined result goes into the chat and the assistant answers it before the next question.
  await page
    .locator('.message.assistant[data-streaming="false"]')
    .filter({ hasText: /returned/i })
    .waitFor({ timeout: 60_000 });
  const url = await ask(
    'call trigger-url-elicitation {"url": "https://accounts.example.com/connect?session=7f3a"}',
    'trigger-url-elicitation',
  );
  await url.getByRole('button', { name: /^Open / }).click({ trial: true, timeout: 20_000 });
  await page.mouse.move(0, 0);
  await url.locator('[data-gate="armed"]').waitFor({ timeout: 20_000 });
  await frame.screenshot({
    path: join(outDir, `sidebar-elicitation-url-${colorScheme}.png`),
    animations: 'disabled',
  });
  await url.getByRole('button', { name: 'Decline' }).click();
  await context.close();
}

/** An MCP App in its call card: "What time is it?" calls the clock server's get-time, whose card shows its app. */
async function appInCallCard(page: Page, sidebar: FrameLocator, colorScheme: string) {
  await openTab(sidebar, 'Calls');
  await page.locator('#chat-input').fill('What time is it?');
  await page.locator('#send-button').click();
  // get-time asks first; Playwright's click waits until the visibility gate armed Run.
  const card = sidebar.getByRole('article', { name: 'Call get-time' });
  await card.getByRole('button', { name: 'Run', exact: true }).click({ timeout: 30_000 });
  const app = sidebar.frameLocator('iframe[title="App of get-time"]').frameLocator('iframe[title="MCP App"]');
  await app
    .locator('#server-time')
    .filter({ hasText: /^\d{4}-/ })
    .waitFor({ timeout: 30_000 });
  await app.getByRole('button', { name: 'Open Link' }).waitFor();
  const appFrame = sidebar.locator('iframe[title="App of get-time"]');
  await appFrame.scrollIntoViewIfNeeded();
  await page
    .locator('.message.assistant[data-streaming="false"]')
    .filter({ hasText: /returned/ })
    .waitFor({ timeout: 60_000 });
  // The app's frames paint on their own, after the card took the app's height: wait until it holds still.
  const appHeight = async () => (await appFrame.boundingBox())?.height ?? 0;
  let height = await appHeight();
  do {
    await page.waitForTimeout(500);
  } while (height !== (height = await appHeight()));
  await page.waitForTimeout(1000);
  const frame = page.locator(`iframe[src^="${appOrigin}/"]`);
  await frame.screenshot({ path: join(outDir, `sidebar-mcp-app-${colorScheme}.png`) });
  // Leaves the Calls tab, so the next scene finds its list scrolled to the top again.
  await openTab(sidebar, 'Tools');
}

const stack = await startStack({ appPort, demoPort: 0, connectorPort: 0, distDir });
const browser = await launchChromium();
const everything = await startEverythingServer();
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    await elicitation(browser, everything, colorScheme);
    await firstRun(browser, stack, colorScheme);
    await pairingConfirmations(browser, stack, colorScheme);
    await consentWindows(browser, stack, colorScheme);
    await shootPromptForm(browser, {
      demoUrl: stack.demoUrl,
      appOrigin,
      colorScheme,
      path: join(outDir, `sidebar-prompts-${colorScheme}.png`),
    });
    await resourcesScene(browser, stack, { appOrigin, outDir, colorScheme });
    await teachScene(browser, stack, {
      appOrigin,
      colorScheme,
      warningPath: join(outDir, `demo-fix-it-now-${colorScheme}.png`),
      pickerPath: join(outDir, `demo-teach-picker-${colorScheme}.png`),
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
    const page = await context.newPage();
    await pairDashboard(page, stack.connector.newPairingLink());
    await page
      .getByText(/connected/i)
      .first()
      .waitFor({ timeout: 30_000 });
    // The tab shots show the tabs: the getting-started guide has its own shots (firstRun above).
    await page.getByRole('button', { name: 'Hide getting started' }).click();
    await page.screenshot({ path: join(outDir, `dashboard-${colorScheme}.png`) });
    for (const tab of DASHBOARD_TABS) {
      await openTab(page, tab);
      await page.screenshot({ path: join(outDir, `dashboard-${slug(tab)}-${colorScheme}.png`) });
    }

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

    // Each page of this site holds one connection per server to the connector, and a browser allows six per
    // host: one page with the sidebar at a time (in a real browser a hidden dashboard gives its own back).
    await page.close();

    // The sidebar alone at its narrowest supported width (what a popup or a narrow iframe shows).
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 320, height: 720 });
    await narrow.goto(`${appOrigin}/sidebar.html`);
    await narrow.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
    for (const tab of ['Tools', 'Calls']) {
      await openTab(narrow, tab);
      await narrow.screenshot({ path: join(outDir, `sidebar-320-${slug(tab)}-${colorScheme}.png`) });
    }
    await protocolLogShot(narrow, join(outDir, `sidebar-320-protocol-log-${colorScheme}.png`));
    await narrow.close();

    const demo = await context.newPage();
    await demo.goto(stack.demoUrl);
    const demoSidebar = sidebarIn(demo, appOrigin);
    await demoSidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
    await appInCallCard(demo, demoSidebar, colorScheme);
    // Last on the demo page: the pending call would otherwise show in the Calls shots above.
    await armingCallCard(demo, demoSidebar, colorScheme);
    // The manual runs last, in their own tab, so the sidebar shots above show only the chat's calls.
    await demo.close();
    const dashboard = await context.newPage();
    await dashboard.goto(stack.dashboardUrl);
    await manualRun(dashboard, colorScheme);
    await context.close();
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await everything.stop();
  await stack.stop();
}
