// Drives our own app as a user would (Playwright): finds the sidebar on a chat page, grants the page in the
// consent window, imports a connector's pairing link or adds a server in the dashboard, trips the tool form's
// check. Shared by the browser tests, the
// bench and the screenshots.
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';

/** The sidebar frame the loader put on a chat page. */
export function sidebarIn(page: Page, appOrigin: string): FrameLocator {
  return page.frameLocator(`iframe[src^="${appOrigin}/"]`);
}

/**
 * Every enabled server connected ("3/3 servers connected"): "1/2" would let a caller's first call reach a
 * hub that doesn't list the other server's tools yet.
 */
export const ALL_CONNECTED = /\b(\d+)\/\1 servers connected/i;

/**
 * Grants the page as a user does: "Allow in a new window…" in the sidebar (a frame or the popup sidebar),
 * then Allow in the consent window that opens. Resolves once that window has closed itself.
 */
export async function grantOrigin(sidebar: FrameLocator | Page): Promise<void> {
  const consent = await openConsentWindow(sidebar, /^allow in a new window/i);
  await decideAndWaitClosed(consent, 'Allow');
}

/** Clicks a window's decision button (`name`, exact) and resolves once the window has closed itself. */
export async function decideAndWaitClosed(window: Page, name: string): Promise<void> {
  // The window closes itself right after the click; listen first so that close can't be missed.
  const closed = window.waitForEvent('close', { timeout: 20_000 });
  await window
    .getByRole('button', { name, exact: true })
    .click({ timeout: 20_000 })
    // The window may close while Playwright still finishes the click: that close is the success.
    .catch((error: unknown) => {
      if (!window.isClosed()) throw error;
    });
  await closed;
}

/**
 * Selects a sidebar tab as a user would. Chromium drops input to a frame that tracks its own visibility
 * (IntersectionObserver v2, our Run gate) for a moment after the frame appeared or moved, so a click
 * right after a reload can be lost by design: click again until the tab is selected.
 */
export async function selectTab(
  sidebar: FrameLocator | Page,
  name: string | RegExp,
  timeout = 20_000,
): Promise<void> {
  const tab = sidebar.getByRole('tab', { name });
  const deadline = Date.now() + timeout;
  while ((await tab.getAttribute('aria-selected')) !== 'true') {
    if (Date.now() > deadline) throw new Error(`the ${String(name)} tab could not be selected`);
    await tab.click();
    await tab.page().waitForTimeout(250);
  }
}

/** Shows the servers' prompts or resources: the Tools tab, then that kind in its switch. */
export async function showOffering(
  sidebar: FrameLocator,
  name: 'Tools' | 'Prompts' | 'Resources',
): Promise<void> {
  await selectTab(sidebar, 'Tools');
  const button = sidebar.getByRole('group', { name: 'What the servers offer' }).getByRole('button', { name });
  await button.click();
  await expectPressed(button);
}

async function expectPressed(button: Locator): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await button.getAttribute('aria-pressed')) !== 'true') {
    if (Date.now() > deadline) throw new Error('the switch did not show the chosen view');
    await button.page().waitForTimeout(50);
  }
}

/** Clicks a sidebar button that opens the consent window, and returns that window once it asks. */
export async function openConsentWindow(
  sidebar: FrameLocator | Page,
  button: RegExp | string,
): Promise<Page> {
  const page = 'goto' in sidebar ? sidebar : sidebar.owner().page();
  // Chromium may drop a click on a frame that tracks its visibility right after the frame appeared (see
  // selectTab above): click again only when no window opened at all. A window that
  // opened late must not be followed by a second click, or the sidebar would wait on the second window
  // while the caller drives the first.
  const context = page.context();
  const before = new Set(context.pages());
  const newWindow = () => context.pages().find((p) => !before.has(p));
  let consent: Page | undefined;
  for (let attempt = 0; attempt < 3 && !consent; attempt++) {
    const opened = context.waitForEvent('page', { timeout: 10_000 });
    await sidebar.getByRole('button', { name: button }).click({ timeout: 20_000 });
    consent = await opened.catch(() => newWindow());
  }
  if (!consent) throw new Error(`no consent window opened from "${String(button)}"`);
  await consent.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return consent;
}

const PAIRED = /Paired (\d+) servers? from the connector\./;

/**
 * Opens a connector's pairing link in the dashboard and confirms the dialog, as the user would. Resolves
 * with the count the dashboard reports once paired ("Paired N servers from the connector.").
 */
export async function pairDashboard(page: Page, link: string): Promise<number> {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: /^Add \d+ servers? from the connector at / });
  await dialog.getByRole('button', { name: /^Add \d+ servers?$/ }).click({ timeout: 20_000 });
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  const paired = page.getByText(PAIRED);
  await paired.waitFor({ timeout: 20_000 });
  return Number(PAIRED.exec((await paired.textContent()) ?? '')?.[1]);
}

/** As on a hosted deployment: no /local-pairing.json, so only a pairing link configures the dashboard. */
export async function withoutLocalPairing(context: BrowserContext): Promise<void> {
  await context.route('**/local-pairing.json', (route) => route.fulfill({ status: 404, body: '' }));
}

/** Fills the "Add server" form in `scope` (the dashboard or the sidebar) and submits it. */
export async function addServer(
  scope: Page | FrameLocator | Locator,
  name: string,
  url: string,
): Promise<void> {
  const form = scope.getByRole('form', { name: 'Add server' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'URL' }).fill(url);
  await form.getByRole('button', { name: 'Add server' }).click();
}

/**
 * On the dashboard's Tools tab, opens read_text_file's form, types text into its number field `head` and
 * presses Run; resolves once the form answers with its "Must be …" error (ajv's check, nothing is sent).
 */
export async function runWithTextInNumberField(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run read_text_file…' }).click();
  await page.getByRole('button', { name: 'Set head' }).click();
  await page.getByRole('textbox', { name: /^head/ }).fill('ten');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page
    .getByText(/^Must be/)
    .first()
    .waitFor({ timeout: 15_000 });
}
