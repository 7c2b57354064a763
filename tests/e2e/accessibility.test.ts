// Accessibility checked by an outside rule set: axe-core runs on every view a user reaches (each dashboard
// tab, the tool form, each sidebar tab in the demo chat's frame, the consent window), light and dark, and
// any violation of any impact fails, named with its rule, element and help.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, FrameLocator, Page } from 'playwright-core';
import { addServerInDashboard } from '../../scripts/lib/demoWithServer';
import { axeViolations } from './lib/axe';
import {
  decideAndWaitClosed,
  openConsentWindow,
  pairDashboard,
  runWithTextInNumberField,
  selectTab,
  sendUserMessage,
  sidebarIn,
  waitForAssistant,
  withoutLocalPairing,
} from './lib/chat';
import { everythingOnDemo, startEverythingEnv, type EverythingEnv } from './lib/stackFixture';

let env: EverythingEnv;
beforeAll(async () => {
  env = await startEverythingEnv();
});
afterAll(() => env?.stop());

type Scope = Page | FrameLocator;

/** A view to check: how to reach it from the view before it in its table. */
interface View<S extends Scope> {
  name: string;
  open(scope: S): Promise<void>;
}

/** Waits until the selected tab's panel holds its content: its code loads when first shown. */
async function panelReady(scope: Scope, tab: string): Promise<void> {
  const panel = scope.getByRole('tabpanel');
  await panel.waitFor();
  await panel.getByText('Loading…', { exact: true }).waitFor({ state: 'detached' });
  if (tab === 'Instructions') await scope.getByText(/≈ [\d,]+ tokens/).waitFor({ timeout: 30_000 });
}

async function dashboardTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await panelReady(page, name);
}

async function sidebarTab(sidebar: FrameLocator, name: string): Promise<void> {
  await selectTab(sidebar, name);
  await panelReady(sidebar, name);
}

/** The Tools tab's switch between tools, prompts and resources; `shown` is a text the chosen view holds. */
async function offering(scope: Scope, name: 'Tools' | 'Prompts' | 'Resources', shown: RegExp | string) {
  await scope.getByRole('group', { name: 'What the servers offer' }).getByRole('button', { name }).click();
  await scope.getByRole('button', { name, exact: true, pressed: true }).waitFor();
  await scope.getByText(shown).first().waitFor({ timeout: 20_000 });
}

const DASHBOARD_VIEWS: View<Page>[] = [
  { name: 'Servers', open: (page) => dashboardTab(page, 'Servers') },
  {
    name: 'Tools',
    open: async (page) => {
      await dashboardTab(page, 'Tools');
      await page.getByRole('button', { name: 'Run read_text_file…' }).waitFor();
    },
  },
  { name: 'Tools: Prompts', open: (page) => offering(page, 'Prompts', 'Team Management') },
  { name: 'Tools: Resources', open: (page) => offering(page, 'Resources', 'instructions.md') },
  {
    name: 'the tool form, a value refused',
    open: async (page) => {
      await offering(page, 'Tools', 'read_text_file');
      await runWithTextInNumberField(page);
    },
  },
  {
    name: 'the tool form, nested',
    open: async (page) => {
      await page.getByRole('button', { name: 'Close the tool form' }).click();
      await page.getByRole('button', { name: 'Run create_entities…' }).click();
      await page.getByRole('button', { name: 'Add entities item' }).click();
      await page.getByRole('textbox', { name: /^name/ }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: /^entityType/ }).fill('person');
      await page.getByRole('button', { name: 'Add observations item' }).click();
    },
  },
  {
    name: 'the tool form, its result',
    open: async (page) => {
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.getByText('Result').first().waitFor({ timeout: 30_000 });
    },
  },
  { name: 'Instructions', open: (page) => dashboardTab(page, 'Instructions') },
  {
    name: 'History',
    open: async (page) => {
      await dashboardTab(page, 'History');
      await page.getByRole('article', { name: 'Call create_entities' }).waitFor();
    },
  },
  { name: 'Settings', open: (page) => dashboardTab(page, 'Settings') },
  {
    name: 'Install',
    open: async (page) => {
      await dashboardTab(page, 'Install');
      await page.getByRole('link', { name: 'MCP Bridge' }).waitFor({ timeout: 20_000 });
    },
  },
];

const SIDEBAR_VIEWS: View<FrameLocator>[] = [
  { name: 'Calls, with a call from the chat', open: (sidebar) => sidebarTab(sidebar, 'Calls') },
  {
    name: 'Tools',
    open: async (sidebar) => {
      await sidebarTab(sidebar, 'Tools');
      await sidebar.getByRole('button', { name: 'Run read_text_file…' }).waitFor();
    },
  },
  { name: 'Tools: Prompts', open: (sidebar) => offering(sidebar, 'Prompts', 'Team Management') },
  {
    name: "Tools: Prompts, a prompt's form",
    open: async (sidebar) => {
      await sidebar.getByRole('button', { name: 'Open prompt Team Management' }).click();
      await sidebar.getByRole('form', { name: 'Prompt Team Management' }).waitFor();
    },
  },
  {
    name: 'Tools: Resources',
    open: async (sidebar) => {
      await sidebar.getByRole('button', { name: '← All prompts' }).click();
      await offering(sidebar, 'Resources', 'instructions.md');
    },
  },
  {
    name: 'Tools: Resources, a resource open',
    open: async (sidebar) => {
      const group = sidebar.getByRole('region', { name: 'Resources of everything' });
      await group
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      const view = sidebar.getByRole('article', { name: /^Resource / });
      await view.waitFor();
      await view.getByText('Reading…').waitFor({ state: 'detached', timeout: 20_000 });
    },
  },
  { name: 'Instructions', open: (sidebar) => sidebarTab(sidebar, 'Instructions') },
  { name: 'Servers', open: (sidebar) => sidebarTab(sidebar, 'Servers') },
  {
    name: "Servers, a server's protocol log",
    open: async (sidebar) => {
      await sidebar.getByRole('button', { name: 'Protocol log of everything' }).click();
      const log = sidebar.getByRole('region', { name: 'Protocol log of everything' });
      await log.getByRole('button', { name: /← received initialize/ }).click({ timeout: 30_000 });
    },
  },
  { name: 'Settings', open: (sidebar) => sidebarTab(sidebar, 'Settings') },
];

/** Checks the view as it is now; soft, so one run reports every view that fails. */
async function check(target: Page | Frame, view: string): Promise<void> {
  // The pointer off every control: a hovered one would be measured in its hover colours alone.
  await ('mouse' in target ? target : target.page()).mouse.move(0, 0);
  expect.soft(await axeViolations(target), `axe-core on ${view}`).toEqual([]);
}

/** The frame the loader put on the chat page: axe runs inside it, not in the chat page around it. */
async function sidebarFrame(page: Page): Promise<Frame> {
  const element = await page.locator(`iframe[src^="${env.appOrigin}/"]`).elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('the sidebar frame is not on the chat page');
  return frame;
}

async function newContext(browser: Browser, colorScheme: 'light' | 'dark') {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
}

describe.each(['light', 'dark'] as const)('accessibility (axe-core), %s', (colorScheme) => {
  it('the dashboard on a first visit: the getting-started guide and the pairing confirmation', async () => {
    const context = await newContext(env.browser, colorScheme);
    await withoutLocalPairing(context);
    const page = await context.newPage();
    await page.goto(env.stack.dashboardUrl);
    await page.getByRole('heading', { name: 'Get started in three steps' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'MCP Bridge' }).waitFor({ timeout: 20_000 });
    await page.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 30_000 });
    await check(page, `the first-run guide (${colorScheme})`);

    await page.goto(env.stack.connector.newPairingLink());
    const dialog = page.getByRole('dialog', { name: /^Add \d+ servers? from the connector at / });
    // Its Add button is held disarmed for a moment: checked once armed, as the user meets it.
    await dialog.getByRole('button', { name: /^Add \d+ servers?$/ }).click({ trial: true, timeout: 20_000 });
    await check(page, `the pairing confirmation (${colorScheme})`);
    await context.close();
  });

  it('every dashboard tab and the tool form', async () => {
    const context = await newContext(env.browser, colorScheme);
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    await addServerInDashboard(page, env.stack.dashboardUrl, everythingOnDemo(env).server);
    await page.getByText('4 of 4 servers connected.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Hide getting started' }).click();
    for (const view of DASHBOARD_VIEWS) {
      await view.open(page);
      await check(page, `the dashboard's ${view.name} (${colorScheme})`);
    }
    await context.close();
  });

  it('every sidebar tab in the demo chat, and the consent window', async () => {
    const context = await newContext(env.browser, colorScheme);
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    await addServerInDashboard(page, env.stack.dashboardUrl, everythingOnDemo(env).server);
    await page.goto(env.stack.demoUrl);
    const sidebar = sidebarIn(page, env.appOrigin);
    await sidebar.getByRole('button', { name: /^allow in a new window/i }).waitFor({ timeout: 20_000 });
    await check(await sidebarFrame(page), `the sidebar before Allow (${colorScheme})`);

    const consent = await openConsentWindow(sidebar, /^allow in a new window/i);
    await consent.getByRole('button', { name: 'Allow', exact: true }).click({ trial: true, timeout: 20_000 });
    await check(consent, `the consent window (${colorScheme})`);
    await decideAndWaitClosed(consent, 'Allow');
    await sidebar.getByText('4/4 servers connected').first().waitFor({ timeout: 30_000 });
    await check(await sidebarFrame(page), `the sidebar's next step after Allow (${colorScheme})`);

    await sendUserMessage(page, 'Which files are in the demo folder?');
    await waitForAssistant(page, /contains/i, 60_000);
    const frame = await sidebarFrame(page);
    for (const view of SIDEBAR_VIEWS) {
      await view.open(sidebar);
      await check(frame, `the sidebar's ${view.name} (${colorScheme})`);
    }
    await context.close();
  });
});
