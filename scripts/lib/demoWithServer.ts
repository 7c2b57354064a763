// Opens the demo chat with one MCP server added as a user adds it, the start the browser tests and the
// screenshots share: added in the sidebar after allowing the page, or first in the dashboard of the same
// browser profile; either way it resolves once the server shows connected.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { addServer, ALL_CONNECTED, grantOrigin, selectTab, sidebarIn } from './appDriver';
import { startEverythingServer } from './everythingServer';

export interface DemoServerOptions {
  demoUrl: string;
  appOrigin: string;
  server: { name: string; url: string };
  /** Add the server in this dashboard first (its storage is the sidebar's), then open the demo chat. */
  dashboardUrl?: string;
  /** Dismiss the sidebar's welcome notices, which move everything below them as they go. */
  dismissNotices?: boolean;
}

/** Waits until the Servers list of `scope` (the dashboard or the sidebar) shows the server connected. */
export async function awaitServerConnected(scope: Page | FrameLocator, name: string): Promise<void> {
  await scope
    .getByRole('listitem', { name: `Server ${name}` })
    .getByText('Connected', { exact: true })
    .waitFor({ timeout: 30_000 });
}

/** Opens the dashboard in `page`, adds the server in its Servers tab and waits until it is connected. */
export async function addServerInDashboard(
  page: Page,
  dashboardUrl: string,
  server: DemoServerOptions['server'],
): Promise<void> {
  await page.goto(dashboardUrl);
  await page.getByRole('tab', { name: 'Servers' }).click();
  await addServer(page, server.name, server.url);
  await awaitServerConnected(page, server.name);
}

/** In `page` (whose init scripts and console recording the caller set up): the demo chat's sidebar, ready. */
export async function openDemoWithServer(page: Page, options: DemoServerOptions): Promise<FrameLocator> {
  const { server } = options;
  if (options.dashboardUrl) await addServerInDashboard(page, options.dashboardUrl, server);
  await page.goto(options.demoUrl);
  const sidebar = sidebarIn(page, options.appOrigin);
  await grantOrigin(sidebar);
  if (options.dashboardUrl) {
    await sidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });
  } else {
    await selectTab(sidebar, 'Servers', 30_000);
    await addServer(sidebar, server.name, server.url);
    await awaitServerConnected(sidebar, server.name);
  }
  if (options.dismissNotices) {
    await sidebar.getByRole('button', { name: 'Dismiss message' }).click();
    await sidebar.getByRole('button', { name: 'Dismiss next step' }).click();
  }
  return sidebar;
}

/**
 * A screenshot scene's start: a fresh server-everything and a 1280×800 context in the scheme, with the demo
 * chat open and the server added as "everything"; `shoot` takes it from the ready sidebar, then all is closed.
 */
export async function sceneWithEverything(
  browser: Browser,
  options: Pick<DemoServerOptions, 'demoUrl' | 'appOrigin' | 'dismissNotices'> & {
    colorScheme: 'light' | 'dark';
  },
  shoot: (page: Page, sidebar: FrameLocator) => Promise<void>,
): Promise<void> {
  const everything = await startEverythingServer();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  });
  try {
    const page = await context.newPage();
    const { colorScheme: _scheme, ...demo } = options;
    const sidebar = await openDemoWithServer(page, {
      ...demo,
      server: { name: 'everything', url: everything.url },
    });
    await shoot(page, sidebar);
  } finally {
    await context.close();
    await everything.stop();
  }
}
