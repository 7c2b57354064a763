// Benchmark 2: what the hub adds to a tool call. From a page in Chromium, the page runtime's own hub client
// (embed/runtime/hubClient.ts) calls read_graph through the real sidebar (hub, gate, call card on the Calls tab,
// connection manager) and the connector to server-memory; against it, plain fetch from the sidebar's origin and
// an SDK client in Node call the same connector server. Blocks alternate so all sides see the same machine
// load. A last block, watched from outside the product, says where the time goes (lib/hotPathProfile.ts).
import type { Client } from '@modelcontextprotocol/client';
import { CHANNEL_ID } from '../bridge/protocol/constants';
import { htmlPage, servePages } from './lib/browser';
import { bundleHubPage, runHubCalls, waitForHubTool, type HubRun } from './lib/benchHubPage';
import { sidebarIn } from '../scripts/lib/appDriver';
import { grantInSidebar, pairedContext, sidebarFrame, type BenchStack } from './lib/benchStack';
import { installEcho, pingFrame } from './lib/channelFloor';
import { breakdown, selectedTab, startRecording, stopRecording } from './lib/hotPathProfile';
import { openRawSession, rawCalls } from './lib/rawFetchCalls';
import { row, type BenchResult } from './lib/report';
import { httpClient } from './lib/servers';
import { fmt, summarize, timeLoop, type Summary } from './lib/stats';

const NAME = 'round trip';
const TOOL = 'read_graph';
const BLOCKS = 6;
const BLOCK = 50;
/** Block pairs for the card-rendering comparison: one with the Calls tab drawing cards, one on Servers. */
const CARD_PAIRS = 4;
/**
 * Calls per side before timing, so the sidebar's path is compiled before the first timed block. The printed
 * first|last block medians show what remains.
 */
const WARM_UP_CALLS = 100;
/** What we add beyond the browser's own fetch from the sidebar, median. */
const TARGET_BEYOND_FETCH_MS = 2;
/** Time bounds per block: a slow machine reports fewer samples instead of running long. */
const HUB_BLOCK_MAX_MS = 9_000;
const SIDE_BLOCK_MAX_MS = 4_000;

export async function runHubRoundTrip(env: BenchStack): Promise<BenchResult> {
  const script = await bundleHubPage();
  const pages = await servePages({ '/': htmlPage('Round trip', '', '/page.js'), '/page.js': script });
  const { context, page } = await pairedContext(env);
  let direct: Client | undefined;
  try {
    // localhost: another site than the app, so the sidebar runs out of process as on a real chat site.
    await page.goto(`http://localhost:${pages.port}/?app=${encodeURIComponent(env.build.appOrigin)}`);
    await grantInSidebar(page, env.build.appOrigin);
    await waitForHubTool(page, TOOL);
    direct = await httpClient(env.stack.connector.serverUrl('memory'), env.stack.connector.token);
    const callDirect = () => direct!.callTool({ name: TOOL, arguments: {} });
    const runHub = (count: number) => runHubCalls(page, TOOL, count, HUB_BLOCK_MAX_MS);

    // What a user watches while calls run: a card per call. The tab opens on Servers while pairing loads.
    const showTab = (name: string) => sidebarIn(page, env.build.appOrigin).getByRole('tab', { name }).click();
    await showTab('Calls');
    const frame = sidebarFrame(page, env.build.appOrigin);
    const raw = await openRawSession(
      frame,
      env.stack.connector.serverUrl('memory'),
      env.stack.connector.token,
    );

    await installEcho(frame);
    await runHub(WARM_UP_CALLS);
    await timeLoop({ count: WARM_UP_CALLS, maxMs: SIDE_BLOCK_MAX_MS }, callDirect);
    await rawCalls(frame, raw, TOOL, WARM_UP_CALLS, SIDE_BLOCK_MAX_MS);
    await pingFrame(page, WARM_UP_CALLS, SIDE_BLOCK_MAX_MS);
    const rawSamples: number[] = [];
    const pingSamples: number[] = [];
    const hubSamples: number[] = [];
    const directSamples: number[] = [];
    const errors: string[] = [];
    const blockMedians: number[] = [];
    /** Per block pair, hub median minus the plain fetch median of the block right after it: the spread. */
    const pairedBeyond: number[] = [];
    for (let block = 0; block < BLOCKS; block++) {
      const hub = await runHub(BLOCK);
      const hubMedian = summarize(hub.samples).median;
      blockMedians.push(hubMedian);
      hubSamples.push(...hub.samples);
      errors.push(...hub.errors);
      directSamples.push(...(await timeLoop({ count: BLOCK, maxMs: SIDE_BLOCK_MAX_MS }, callDirect)));
      const rawBlock = await rawCalls(frame, raw, TOOL, BLOCK, SIDE_BLOCK_MAX_MS);
      rawSamples.push(...rawBlock);
      pairedBeyond.push(hubMedian - summarize(rawBlock).median);
      pingSamples.push(...(await pingFrame(page, BLOCK, SIDE_BLOCK_MAX_MS)));
    }
    const cards = await compareCardRendering(
      showTab,
      () => runHub(BLOCK),
      () => selectedTab(frame),
    );
    errors.push(...cards.errors);
    // One more block watched from outside, after the timed ones, so they are taken without the watchers.
    await startRecording(frame, CHANNEL_ID);
    const profiled = await runHub(BLOCK);
    const profile = breakdown(NAME, await stopRecording(frame), profiled.calls);
    const viaRaw = summarize(rawSamples);
    const viaHub = summarize(hubSamples);
    const viaDirect = summarize(directSamples);
    const ping = summarize(pingSamples);
    const added = { median: viaHub.median - viaDirect.median, p95: viaHub.p95 - viaDirect.p95 };
    const beyondFetch = { median: viaHub.median - viaRaw.median, p95: viaHub.p95 - viaRaw.p95 };
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
          'beyond the browser fetch (page runtime, hub, SDK, sidebar), median',
          `${fmt(beyondFetch.median)} ms`,
          `<= ${TARGET_BEYOND_FETCH_MS} ms`,
          beyondFetch.median <= TARGET_BEYOND_FETCH_MS,
        ),
        row(
          NAME,
          `beyond the browser fetch per block pair (hub block - the plain fetch block after it), min | median | max of ${pairedBeyond.length}`,
          [Math.min(...pairedBeyond), summarize(pairedBeyond).median, Math.max(...pairedBeyond)]
            .map((ms) => fmt(ms))
            .join(' | ') + ' ms',
        ),
        row(NAME, 'beyond the browser fetch, p95 - p95', `${fmt(beyondFetch.p95)} ms`),
        row(
          NAME,
          'added over the Node SDK client, median | p95 - p95',
          `${fmt(added.median)} | ${fmt(added.p95)} ms`,
        ),
        row(
          NAME,
          `hub median, first | last block of ${BLOCK} (call cards pile up)`,
          `${fmt(blockMedians[0] ?? Number.NaN)} | ${fmt(blockMedians.at(-1) ?? Number.NaN)} ms`,
        ),
        row(
          NAME,
          `channel floor: a bare postMessage page -> sidebar frame -> page, median | p95 (n=${ping.n})`,
          `${fmt(ping.median)} | ${fmt(ping.p95)} ms`,
        ),
        row(
          NAME,
          `card rendering: Calls tab drawing a card per call | Servers tab, median (n=${cards.calls.n} | ${cards.servers.n})`,
          `${fmt(cards.calls.median)} | ${fmt(cards.servers.median)} ms`,
        ),
        row(
          NAME,
          'card rendering: Calls tab | Servers tab, p95 (alternating blocks)',
          `${fmt(cards.calls.p95)} | ${fmt(cards.servers.p95)} ms`,
        ),
        row(NAME, 'calls that failed', String(errors.length), '0', errors.length === 0),
        ...profile.rows,
      ],
      figures: {
        tool: TOOL,
        viaHubBlockMedians: blockMedians,
        beyondFetchPerBlockPairMs: pairedBeyond,
        viaHub,
        direct: viaDirect,
        sidebarOriginFetch: viaRaw,
        channelFloor: ping,
        addedMs: added,
        beyondFetchMs: beyondFetch,
        cardRendering: { callsTab: cards.calls, serversTab: cards.servers },
        errors: errors.slice(0, 5),
        profile: profile.figures,
      },
    };
  } finally {
    await direct?.close().catch(() => undefined);
    await context.close();
    await pages.stop();
  }
}

/**
 * What drawing the cards costs the round trip: blocks alternate between the Calls tab (a card per call) and
 * the Servers tab (no card drawn), so both see the same machine load. Ends on the Calls tab.
 */
async function compareCardRendering(
  showTab: (name: 'Calls' | 'Servers') => Promise<void>,
  runBlock: () => Promise<HubRun>,
  shownTab: () => Promise<string>,
): Promise<{ calls: Summary; servers: Summary; errors: string[] }> {
  const samples = { Calls: [] as number[], Servers: [] as number[] };
  const errors: string[] = [];
  for (let pair = 0; pair < CARD_PAIRS; pair++) {
    for (const tab of ['Servers', 'Calls'] as const) {
      await showTab(tab);
      const block = await runBlock();
      // A comparison of nothing if the sidebar moved to another tab by itself while the block ran.
      const shown = await shownTab();
      if (shown !== tab) throw new Error(`the ${tab} block ended on the ${shown} tab`);
      samples[tab].push(...block.samples);
      errors.push(...block.errors);
    }
  }
  return { calls: summarize(samples.Calls), servers: summarize(samples.Servers), errors };
}
