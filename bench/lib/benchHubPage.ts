// The Node side of `pages/hubRoundTripPage.ts` (the page runtime's real hub client beside the real sidebar),
// shared by the round-trip and calls-tab benchmarks: its bundle, waiting for the granted tool, running calls.
import type { Page } from 'playwright-core';
import { bundleEntry } from './browser';
import type { PageCall } from './hotPathProfile';

export interface HubRun {
  samples: number[];
  errors: string[];
  calls: PageCall[];
}

/** What the page puts on `window.__benchHub`. */
export interface BenchHubApi {
  granted(): boolean;
  tools(): string[];
  run(tool: string, count: number, maxMs: number): Promise<HubRun>;
}
declare const window: Window & { __benchHub: BenchHubApi };

export function bundleHubPage(): Promise<string> {
  return bundleEntry('bench/pages/hubRoundTripPage.ts', true);
}

/** Until the page is granted and its hub lists `tool`. */
export async function waitForHubTool(page: Page, tool: string): Promise<void> {
  await page.waitForFunction(
    (name) => window.__benchHub.granted() && window.__benchHub.tools().includes(name),
    tool,
    { timeout: 60_000 },
  );
}

/** `count` calls of `tool` in sequence from the page, each its own chat turn, within `maxMs`. */
export function runHubCalls(page: Page, tool: string, count: number, maxMs: number): Promise<HubRun> {
  return page.evaluate(([name, n, limit]) => window.__benchHub.run(name, n, limit), [
    tool,
    count,
    maxMs,
  ] as const);
}
