// Benchmark 2: what the hub adds to a tool call. From a page in Chromium, the page runtime's own hub client
// (embed/runtime/hubClient.ts) calls read_graph through the real sidebar (hub, gate, call card, connection
// manager) and the connector to server-memory; against it, an SDK client in Node calls the same connector
// server directly. Blocks alternate so both sides see the same machine load.
import type { Client } from '@modelcontextprotocol/client';
import { bundleEntry, htmlPage, servePages } from './lib/browser';
import { grantInSidebar, pairedContext, sidebarFrame, type BenchStack } from './lib/benchStack';
import { openRawSession, rawCalls } from './lib/rawFetchCalls';
import { row, type BenchResult } from './lib/report';
import { httpClient } from './lib/servers';
import { fmt, summarize, timeLoop } from './lib/stats';

const NAME = 'round trip';
const TOOL = 'read_graph';
const BLOCKS = 6;
const BLOCK = 50;
const TARGET_ADDED_MS = 5;
/** Time bounds per block: a slow machine reports fewer samples instead of running long. */
const HUB_BLOCK_MAX_MS = 9_000;
const SIDE_BLOCK_MAX_MS = 4_000;

interface HubApi {
  granted(): boolean;
  tools(): string[];
  run(tool: string, count: number, maxMs: number): Promise<{ samples: number[]; errors: string[] }>;
}
declare const window: Window & { __benchHub: HubApi };

export async function runHubRoundTrip(env: BenchStack): Promise<BenchResult> {
  const script = await bundleEntry('bench/pages/hubRoundTripPage.ts', true);
  const pages = await servePages({ '/': htmlPage('Round trip', '', '/page.js'), '/page.js': script });
  const { context, page } = await pairedContext(env);
  let direct: Client | undefined;
  try {
    // localhost: another site than the app, so the sidebar runs out of process as on a real chat site.
    await page.goto(`http://localhost:${pages.port}/?app=${encodeURIComponent(env.build.appOrigin)}`);
    await grantInSidebar(page, env.build.appOrigin);
    await page.waitForFunction(
      (tool) => window.__benchHub.granted() && window.__benchHub.tools().includes(tool),
      TOOL,
      {
        timeout: 60_000,
      },
    );
    direct = await httpClient(env.stack.connector.serverUrl('memory'), env.stack.connector.token);
    const callDirect = () => direct!.callTool({ name: TOOL, arguments: {} });
    const runHub = (count: number) =>
      page.evaluate(([tool, n, limit]) => window.__benchHub.run(tool, n, limit), [
        TOOL,
        count,
        HUB_BLOCK_MAX_MS,
      ] as const);

    const frame = sidebarFrame(page, env.build.appOrigin);
    const raw = await openRawSession(
      frame,
      env.stack.connector.serverUrl('memory'),
      env.stack.connector.token,
    );

    await runHub(20);
    await timeLoop({ count: 20, maxMs: SIDE_BLOCK_MAX_MS }, callDirect);
    await rawCalls(frame, raw, TOOL, 20, SIDE_BLOCK_MAX_MS);
    const rawSamples: number[] = [];
    const hubSamples: number[] = [];
    const directSamples: number[] = [];
    const errors: string[] = [];
    const blockMedians: number[] = [];
    for (let block = 0; block < BLOCKS; block++) {
      const hub = await runHub(BLOCK);
      blockMedians.push(summarize(hub.samples).median);
      hubSamples.push(...hub.samples);
      errors.push(...hub.errors);
      directSamples.push(...(await timeLoop({ count: BLOCK, maxMs: SIDE_BLOCK_MAX_MS }, callDirect)));
      rawSamples.push(...(await rawCalls(frame, raw, TOOL, BLOCK, SIDE_BLOCK_MAX_MS)));
    }
    const viaRaw = summarize(rawSamples);
    const viaHub = summarize(hubSamples);
    const viaDirect = summarize(directSamples);
    const added = { median: viaHub.median - viaDirect.median, p95: viaHub.p95 - viaDirect.p95 };
    return {
      rows: [
        row(
          NAME,
          `page -> hub -> connector ${TOOL}, median | p95 (n=${viaHub.n})`,
          `${fmt(viaHub.median)} | ${fmt(viaHub.p95)} ms`,
        ),
        row(
          NAME,
          `Node SDK client -> connector, median | p95 (n=${viaDirect.n})`,
          `${fmt(viaDirect.median)} | ${fmt(viaDirect.p95)} ms`,
        ),
        row(
          NAME,
          `plain fetch from the sidebar origin, median | p95 (n=${viaRaw.n})`,
          `${fmt(viaRaw.median)} | ${fmt(viaRaw.p95)} ms`,
        ),
        row(
          NAME,
          'of the added: beyond the browser fetch (hub, SDK, page), median',
          `${fmt(viaHub.median - viaRaw.median)} ms`,
        ),
        row(
          NAME,
          'added by page runtime + sidebar hub, median',
          `${fmt(added.median)} ms`,
          `< ${TARGET_ADDED_MS} ms`,
          added.median < TARGET_ADDED_MS,
        ),
        row(
          NAME,
          'added, p95 - p95',
          `${fmt(added.p95)} ms`,
          `< ${TARGET_ADDED_MS} ms`,
          added.p95 < TARGET_ADDED_MS,
        ),
        row(
          NAME,
          `hub median, first | last block of ${BLOCK} (call cards pile up)`,
          `${fmt(blockMedians[0] ?? Number.NaN)} | ${fmt(blockMedians.at(-1) ?? Number.NaN)} ms`,
        ),
        row(NAME, 'calls that failed', String(errors.length), '0', errors.length === 0),
      ],
      figures: {
        tool: TOOL,
        viaHubBlockMedians: blockMedians,
        viaHub,
        direct: viaDirect,
        sidebarOriginFetch: viaRaw,
        addedMs: added,
        errors: errors.slice(0, 5),
      },
    };
  } finally {
    await direct?.close().catch(() => undefined);
    await context.close();
    await pages.stop();
  }
}
