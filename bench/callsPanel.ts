// Benchmark 8: the sidebar's calls tab with a long history. A page drives 1,000 read_graph calls through the
// real, freshly built sidebar (page -> hub -> connector -> server-memory, whose graph holds a few KB, so each
// card carries a realistic result); the sidebar's JS heap is read over CDP after 500 and after 1,000 calls;
// then the calls tab is scrolled from top to bottom, one step per frame, and each frame's time is recorded.
// Twice: with the sidebar as a third-party frame, where this Chromium gives it no storage (the history lives
// in memory only), and as a same-site frame, where the history is saved in IndexedDB.
import type { CDPSession, Frame } from 'playwright-core';
import type { Client } from '@modelcontextprotocol/client';
import { selectTab, sidebarIn } from '../scripts/lib/appDriver';
import { htmlPage, servePages } from './lib/browser';
import { bundleHubPage, runHubCalls, waitForHubTool } from './lib/benchHubPage';
import { grantInSidebar, pairedContext, sidebarFrame, type BenchStack } from './lib/benchStack';
import { row, type BenchResult } from './lib/report';
import { httpClient } from './lib/servers';
import { fmt, summarize } from './lib/stats';

const NAME = 'calls tab';
const TOOL = 'read_graph';
const CALLS = 1000;
const HALF = CALLS / 2;
/** Entities put in server-memory's graph so a read_graph result weighs a few KB, like a real tool's. */
const ENTITIES = 12;
/** Pixels scrolled per frame: a brisk wheel scroll (about 7,000 px/s at 60 fps). */
const SCROLL_STEP_PX = 120;
const SCROLL_MAX_MS = 40_000;
const CALLS_MAX_MS = 60_000;
const FRAME_BUDGET_MS = 1000 / 60;
/**
 * Frames at 60 Hz are 16.7 ms apart give or take the clock's coarsening (0.1 ms) and vsync noise; a frame that
 * missed its refresh is a whole period late (33 ms), so this margin tells the two apart without hiding one.
 */
const FRAME_JITTER_MS = 1;
/** Calls compared at the start and at the end of the history's growth. */
const LATENCY_WINDOW = 100;
const TARGET_HEAP_MB = 40;
/** "Flat": the heap after 1,000 calls is at most this much above the heap after 500. */
const TARGET_HEAP_GROWTH = 0.1;

/** Where the page runs: another site than the app (a chat site), or the app's own site on another port. */
const SITES = [
  { host: 'localhost', label: 'third-party frame' },
  { host: '127.0.0.1', label: 'same-site frame' },
] as const;
type Site = (typeof SITES)[number];

interface ScrollRun {
  frames: number[];
  rendered: number[];
  scrollHeight: number;
  reachedEnd: boolean;
}

/** The sidebar's JS heap after a full garbage collection, in MB. */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/**
 * Runs in the sidebar frame: scrolls the calls list from the top to the bottom, `step` px per frame, and
 * records each frame's time (requestAnimationFrame timestamps) and the cards in the DOM. Sent as source
 * text: a function from this build would carry the bundler's `__name` helper, which the frame lacks.
 */
function scrollCallsToEnd(step: number, maxMs: number): string {
  return `new Promise((resolve) => {
    const list = document.querySelector('ol[aria-label="Tool calls"]');
    const scroller = list && list.closest('.overflow-y-auto');
    const frames = [];
    const rendered = [];
    if (!scroller) return resolve({ frames, rendered, scrollHeight: 0, reachedEnd: false });
    scroller.scrollTop = 0;
    let last;
    let started;
    const tick = (now) => {
      if (last !== undefined) frames.push(now - last);
      last = now;
      started = started === undefined ? now : started;
      rendered.push(list.children.length);
      const reachedEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
      if (reachedEnd || now - started > ${maxMs})
        return resolve({ frames, rendered, scrollHeight: scroller.scrollHeight, reachedEnd });
      scroller.scrollTop += ${step};
      requestAnimationFrame(tick);
    };
    // Two frames first, so the scroll starts from a settled list.
    requestAnimationFrame(() => requestAnimationFrame(tick));
  })`;
}

/** Whether the frame may use IndexedDB, where the history is saved. */
function canStore(frame: Frame): Promise<boolean> {
  return frame.evaluate(`new Promise((resolve) => {
    const request = indexedDB.open('bench-probe');
    request.onsuccess = () => resolve(true);
    request.onerror = () => resolve(false);
  })`) as Promise<boolean>;
}

interface Scenario {
  calls: number;
  history: number;
  errors: string[];
  storage: boolean;
  heapHalf: number;
  heapFull: number;
  early: ReturnType<typeof summarize>;
  late: ReturnType<typeof summarize>;
  scroll: ScrollRun;
}

async function runScenario(env: BenchStack, site: Site, pageScript: string): Promise<Scenario> {
  const pages = await servePages({ '/': htmlPage('Calls tab', '', '/page.js'), '/page.js': pageScript });
  const { context, page } = await pairedContext(env);
  try {
    await page.goto(`http://${site.host}:${pages.port}/?app=${encodeURIComponent(env.build.appOrigin)}`);
    await grantInSidebar(page, env.build.appOrigin);
    await waitForHubTool(page, TOOL);
    // The sidebar got its servers from the consent window after it started, so it shows the Servers tab.
    await selectTab(sidebarIn(page, env.build.appOrigin), 'Calls');
    const frame = sidebarFrame(page, env.build.appOrigin);
    // A same-site frame shares the page's process and session, so its heap includes the page's (a small script).
    const cdp = await context.newCDPSession(site.host === 'localhost' ? frame : page);
    const runCalls = (count: number) => runHubCalls(page, TOOL, count, CALLS_MAX_MS);
    const first = await runCalls(HALF);
    const heapHalf = await heapMb(cdp);
    const second = await runCalls(CALLS - HALF);
    const heapFull = await heapMb(cdp);
    const history = await frame.evaluate(() => {
      const search = document.querySelector<HTMLInputElement>('input[type="search"][placeholder^="Search"]');
      return Number(/\d+/.exec(search?.placeholder ?? '')?.[0] ?? 0);
    });
    return {
      calls: first.samples.length + second.samples.length,
      history,
      errors: [...first.errors, ...second.errors],
      storage: await canStore(frame),
      heapHalf,
      heapFull,
      // Does a call get slower as the history fills up (store updates, history saves, card rendering)?
      early: summarize(first.samples.slice(0, LATENCY_WINDOW)),
      late: summarize(second.samples.slice(-LATENCY_WINDOW)),
      scroll: (await frame.evaluate(scrollCallsToEnd(SCROLL_STEP_PX, SCROLL_MAX_MS))) as ScrollRun,
    };
  } finally {
    await context.close();
    await pages.stop();
  }
}

function scenarioRows(site: Site, run: Scenario, resultBytes: number) {
  const name = `${NAME}, ${site.label}`;
  const frames = summarize(run.scroll.frames);
  const slow = run.scroll.frames.filter((ms) => ms > FRAME_BUDGET_MS + FRAME_JITTER_MS).length;
  const slowShare = run.scroll.frames.length ? slow / run.scroll.frames.length : Number.NaN;
  const cards = summarize(run.scroll.rendered);
  const growth = run.heapFull / run.heapHalf - 1;
  // Past 500 calls the hub's own caches are full: what grows is the history.
  const perEntryKb = ((run.heapFull - run.heapHalf) * 1024) / (CALLS - HALF);
  const rows = [
    row(
      name,
      `calls through the hub | history entries | history saved (IndexedDB)`,
      `${run.calls} | ${run.history} | ${run.storage ? 'yes' : 'no: storage blocked'}`,
      `${CALLS} | ${CALLS}`,
      run.calls === CALLS && run.history === CALLS && run.errors.length === 0,
    ),
    row(
      name,
      `scroll top to bottom, frame time median | p95 (n=${frames.n}, ${SCROLL_STEP_PX} px/frame)`,
      `${fmt(frames.median, 1)} | ${fmt(frames.p95, 1)} ms`,
      `p95 <= ${fmt(FRAME_BUDGET_MS, 1)} ms (+${FRAME_JITTER_MS} ms jitter)`,
      run.scroll.reachedEnd && frames.p95 <= FRAME_BUDGET_MS + FRAME_JITTER_MS,
    ),
    row(
      name,
      `frames over ${fmt(FRAME_BUDGET_MS + FRAME_JITTER_MS, 1)} ms | cards in the DOM, median | max`,
      `${fmt(slowShare * 100, 1)} % | ${cards.median} | ${cards.max}`,
    ),
    row(
      name,
      `call latency, first | last ${LATENCY_WINDOW} calls, median (p95)`,
      `${fmt(run.early.median, 1)} (${fmt(run.early.p95, 1)}) | ${fmt(run.late.median, 1)} (${fmt(run.late.p95, 1)}) ms`,
    ),
    row(
      name,
      `JS heap after ${HALF} | ${CALLS} calls (after GC)`,
      `${fmt(run.heapHalf, 1)} | ${fmt(run.heapFull, 1)} MB`,
      `<= ${TARGET_HEAP_MB} MB`,
      run.heapFull <= TARGET_HEAP_MB,
    ),
    row(
      name,
      `heap growth ${HALF} -> ${CALLS} calls | per entry (result JSON ${fmt(resultBytes / 1024, 1)} KB)`,
      `${fmt(growth * 100, 1)} % | ${fmt(perEntryKb, 1)} KB`,
      `<= ${TARGET_HEAP_GROWTH * 100} % (flat)`,
      growth <= TARGET_HEAP_GROWTH,
    ),
  ];
  const figures = {
    calls: run.calls,
    historyEntries: run.history,
    historySaved: run.storage,
    errors: run.errors.slice(0, 5),
    scrollHeightPx: run.scroll.scrollHeight,
    reachedEnd: run.scroll.reachedEnd,
    frameMs: frames,
    slowFrameShare: slowShare,
    renderedCards: cards,
    heapMb: { [HALF]: run.heapHalf, [CALLS]: run.heapFull },
    heapGrowth: growth,
    heapPerEntryKb: perEntryKb,
    callMs: { first: run.early, last: run.late },
  };
  return { rows, figures };
}

export async function runCallsPanel(env: BenchStack): Promise<BenchResult> {
  const script = await bundleHubPage();
  const memory: Client = await httpClient(env.stack.connector.serverUrl('memory'), env.stack.connector.token);
  const names = Array.from({ length: ENTITIES }, (_, i) => `bench-calls-entity-${i}`);
  try {
    await memory.callTool({
      name: 'create_entities',
      arguments: {
        entities: names.map((name, i) => ({
          name,
          entityType: 'project',
          observations: [
            `Project ${i} ships a sidebar that lists every tool call of the chat it is opened on.`,
            `Its owner reviews the call history weekly and keeps notes about slow servers.`,
            `Release ${i}.4 moved the history to IndexedDB so it survives a reload.`,
          ],
        })),
      },
    });
    const resultBytes = JSON.stringify(await memory.callTool({ name: TOOL, arguments: {} })).length;
    const rows = [];
    const figures: Record<string, unknown> = { tool: TOOL, resultBytes, scrollStepPx: SCROLL_STEP_PX };
    for (const site of SITES) {
      const measured = scenarioRows(site, await runScenario(env, site, script), resultBytes);
      rows.push(...measured.rows);
      figures[site.label] = measured.figures;
    }
    return { rows, figures };
  } finally {
    await memory
      .callTool({ name: 'delete_entities', arguments: { entityNames: names } })
      .catch(() => undefined);
    await memory.close().catch(() => undefined);
  }
}
