// Helpers for the hostile browser tests (tests/e2e/hostile-*.test.ts): open the demo chat with the
// connector paired, read the memory server's graph straight through the SDK, and build envelopes.
import type { BrowserContext, Frame, Page } from 'playwright-core';
export { memoryEntityNames } from '../e2e/lib/memoryServer';
import { pairDashboard } from '../e2e/lib/chat';
import type { E2eEnv } from '../e2e/lib/stackFixture';

export const CHANNEL = 'mcp-multi-bridge';

export function envelope(payload: unknown): Record<string, unknown> {
  return { channel: CHANNEL, type: 'mcp', direction: 'client-to-server', payload };
}

export function createEntitiesCall(id: number | string, entity: string): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {
      name: 'create_entities',
      arguments: { entities: [{ name: entity, entityType: 'x', observations: [] }] },
    },
  };
}

export async function openDemo(env: E2eEnv): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await pairDashboard(page, env.stack.connector.newPairingLink());
  await page.goto(env.stack.demoUrl);
  return { context, page };
}

/** The sidebar iframe as a Playwright frame (it lives in the loader's shadow root). */
export async function sidebarFrame(page: Page, appOrigin: string): Promise<Frame> {
  for (let i = 0; i < 200; i++) {
    const frame = page.frames().find((f) => f.url().startsWith(`${appOrigin}/`));
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error('no sidebar frame');
}

/** Runs in the page: the sidebar frame's window (the frame sits in the loader's open shadow root). */
export const FIND_SIDEBAR_WINDOW = `(() => {
  const hosts = Array.from(document.querySelectorAll('*')).filter((el) => el.shadowRoot);
  const frame = hosts.map((el) => el.shadowRoot.querySelector('iframe')).find(Boolean);
  if (!frame || !frame.contentWindow) throw new Error('no sidebar frame');
  return frame.contentWindow;
})()`;
