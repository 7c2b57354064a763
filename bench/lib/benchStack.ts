// The whole product for the browser benchmarks: a fresh build, the stack (app origin, demo origin, the
// connector with server-filesystem and server-memory, all on 127.0.0.1) and Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { grantOrigin, pairDashboard, sidebarIn } from '../../scripts/lib/appDriver';
import { launchChromium } from '../../scripts/lib/browser';
import { startStack, type Stack } from '../../scripts/lib/stack';
import type { BenchBuild } from './build';

export interface BenchStack {
  build: BenchBuild;
  stack: Stack;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startBenchStack(build: BenchBuild): Promise<BenchStack> {
  const stack = await startStack({
    appPort: build.appPort,
    demoPort: 0,
    connectorPort: 0,
    distDir: build.distDir,
  });
  try {
    const browser = await launchChromium();
    return {
      build,
      stack,
      browser,
      async stop() {
        await browser.close().catch(() => undefined);
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** A fresh browser profile whose sidebar already knows the connector's servers (the pairing link). */
export async function pairedContext(env: BenchStack): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await pairDashboard(page, env.stack.connector.newPairingLink());
  return { context, page };
}

/** Grants the page: "Allow in a new window…" in the sidebar frame, then Allow in the consent window. */
export async function grantInSidebar(page: Page, appOrigin: string): Promise<void> {
  await grantOrigin(sidebarIn(page, appOrigin));
}

export function sidebarFrame(page: Page, appOrigin: string) {
  const frame = page.frames().find((f) => f.url().startsWith(`${appOrigin}/`));
  if (!frame) throw new Error('the sidebar frame is not on the page');
  return frame;
}
