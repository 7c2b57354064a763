// Benchmark: the sidebar becoming ready on the demo chat, cold and warm, against the build of the commit before
// the sidebar was split (BASELINE_COMMIT), both in the same run and served with today's _headers: each build has
// its own stack (app origin, demo chat, connector), and loads alternate between them. Cold: a new browser context
// per load, so an empty HTTP cache (and no compiled code cached), with the storage of a profile that paired the
// connector's servers and allowed the demo chat, so each load connects and lists tools as a user's sidebar does.
// Warm: a new tab in one context per build that has loaded the sidebar before.
import type { Browser, BrowserContext } from 'playwright-core';
import { grantOrigin, pairDashboard, sidebarIn } from '../scripts/lib/appDriver';
import { startStack, type Stack } from '../scripts/lib/stack';
import { kb, SIDEBAR_INITIAL_GZIP_BUDGET, sidebarInitialJs } from './bundleSizes';
import { alternate } from './lib/alternating';
import { baselineDist } from './lib/baselineBuild';
import { bundleEntry } from './lib/browser';
import type { BenchStack } from './lib/benchStack';
import { freePort } from './lib/build';
import { row, type BenchResult, type Row } from './lib/report';
import { fmt, summarize, type Summary } from './lib/stats';

const NAME = 'sidebar ready';
/** The last commit before the sidebar was split into chunks loaded on demand. */
const BASELINE_COMMIT = '105d5e8';
const LOADS_PER_BUILD = 20;
/** Cold loads stop early past this, and the figures say how many ran. */
const LOADS_MAX_MS = 110_000;
/** The same for warm loads, which take a fraction of a cold one's time. */
const WARM_LOADS_MAX_MS = 45_000;
const LOAD_TIMEOUT_MS = 20_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Figure = 'ready' | 'hub' | 'paint' | 'panel' | 'tools';
type Sample = Record<Figure, number>;

interface Build {
  label: string;
  stack: Pick<Stack, 'appOrigin' | 'demoUrl' | 'connector'>;
  distDir: string;
  state?: StorageState;
  samples: Sample[];
  warm: Sample[];
}

interface Marks {
  frameAt?: number;
  hubAt?: number;
  toolsAt?: number;
}
declare const window: Window & { __sidebarReady?: Marks; __sidebarPanelAt?: number };

/** A profile's storage after pairing the connector in the dashboard and allowing the demo chat. */
async function pairedStorage(browser: Browser, build: Build): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await pairDashboard(page, build.stack.connector.newPairingLink());
    await page.goto(build.stack.demoUrl);
    await grantOrigin(sidebarIn(page, build.stack.appOrigin));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A context with the build's paired storage and the probe in every page and frame. */
async function probedContext(browser: Browser, build: Build, probe: string): Promise<BrowserContext> {
  const context = await browser.newContext(build.state ? { storageState: build.state } : {});
  const { appOrigin } = build.stack;
  try {
    await context.addInitScript({ content: `window.__probeAppOrigin=${JSON.stringify(appOrigin)};${probe}` });
  } catch (error) {
    await context.close();
    throw error;
  }
  return context;
}

/** A new context per load: empty HTTP cache, no compiled code kept. */
async function coldLoad(browser: Browser, build: Build, probe: string): Promise<Sample> {
  const context = await probedContext(browser, build, probe);
  try {
    return await loadIn(context, build);
  } finally {
    await context.close();
  }
}

/** The demo chat opened in a new tab of `context`: warm when the context has loaded the sidebar before. */
async function loadIn(context: BrowserContext, build: Build): Promise<Sample> {
  const page = await context.newPage();
  try {
    const { appOrigin } = build.stack;
    await page.goto(build.stack.demoUrl);
    const marks = await page
      .waitForFunction(
        () => {
          const m = window.__sidebarReady;
          return m?.frameAt && m.hubAt && m.toolsAt ? m : undefined;
        },
        undefined,
        { timeout: LOAD_TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<Required<Marks>>);
    const frame = page.frames().find((f) => f.url().startsWith(`${appOrigin}/sidebar.html`));
    if (!frame) throw new Error(`no sidebar frame (${build.label})`);
    const shown = await frame
      .waitForFunction(
        () => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const panelAt = window.__sidebarPanelAt;
          return paint && panelAt
            ? { paintAt: performance.timeOrigin + paint.startTime, panelAt }
            : undefined;
        },
        undefined,
        { timeout: LOAD_TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<{ paintAt: number; panelAt: number }>);
    return {
      ready: Math.max(marks.hubAt, shown.paintAt) - marks.frameAt,
      hub: marks.hubAt - marks.frameAt,
      paint: shown.paintAt - marks.frameAt,
      panel: shown.panelAt - marks.frameAt,
      tools: marks.toolsAt - marks.frameAt,
    };
  } finally {
    await page.close();
  }
}

/**
 * Warm: one profile per build loads the demo chat once (filling its HTTP and compiled-code caches), then each
 * load is a new tab in it, as when a user opens another chat; the two builds alternate as the cold loads do.
 */
async function warmLoads(browser: Browser, before: Build, now: Build, probe: string): Promise<void> {
  const contexts = new Map<Build, BrowserContext>();
  try {
    for (const build of [before, now]) {
      const context = await probedContext(browser, build, probe);
      contexts.set(build, context);
      await loadIn(context, build);
    }
    const deadline = performance.now() + WARM_LOADS_MAX_MS;
    await alternate(['before', 'now'] as const, LOADS_PER_BUILD, async (side) => {
      const build = side === 'before' ? before : now;
      const context = contexts.get(build);
      if (context && performance.now() < deadline) build.warm.push(await loadIn(context, build));
    });
  } finally {
    await Promise.all([...contexts.values()].map((context) => context.close()));
  }
}

const LABELS: Record<Figure, string> = {
  ready: 'ready: the hub has answered and the sidebar painted',
  hub: 'hub answers the page (initialize result)',
  paint: 'first contentful paint in the sidebar',
  panel: 'tab panel shows its content',
  tools: 'tools reach the page (2 servers, granted)',
};

function figureRows(figure: Figure, before: Summary, now: Summary, cache: 'cold' | 'warm'): Row[] {
  const judged = figure === 'ready' && cache === 'cold';
  return [
    row(
      NAME,
      `${cache === 'warm' ? 'warm, ' : ''}${LABELS[figure]}, median | p95, before -> now`,
      `${fmt(before.median, 0)} | ${fmt(before.p95, 0)} -> ${fmt(now.median, 0)} | ${fmt(now.p95, 0)} ms`,
      judged ? '<= before (median)' : '',
      judged ? now.median <= before.median : undefined,
    ),
    row(
      NAME,
      `  ratio now / before, median | p95`,
      `${fmt(now.median / before.median)} | ${fmt(now.p95 / before.p95)}`,
    ),
  ];
}

export async function runSidebarReady(env: BenchStack): Promise<BenchResult> {
  const appPort = await freePort();
  const baseline = await baselineDist(BASELINE_COMMIT, `http://127.0.0.1:${appPort}`);
  let baselineStack: Stack | undefined;
  try {
    baselineStack = await startStack({ appPort, demoPort: 0, connectorPort: 0, distDir: baseline.distDir });
    const builds: Build[] = [
      {
        label: `before (${BASELINE_COMMIT})`,
        stack: baselineStack,
        distDir: baseline.distDir,
        samples: [],
        warm: [],
      },
      { label: 'now', stack: env.stack, distDir: env.build.distDir, samples: [], warm: [] },
    ];
    const [before, now] = builds as [Build, Build];
    for (const build of builds) build.state = await pairedStorage(env.browser, build);
    const probe = await bundleEntry('bench/pages/sidebarReadyProbe.ts');

    // Alternating, each round in a rotated order, so neither build always follows the other.
    const deadline = performance.now() + LOADS_MAX_MS;
    await alternate(['before', 'now'] as const, LOADS_PER_BUILD, async (side) => {
      const build = side === 'before' ? before : now;
      if (performance.now() < deadline) build.samples.push(await coldLoad(env.browser, build, probe));
    });
    await warmLoads(env.browser, before, now, probe);

    const summarized = (samples: (build: Build) => Sample[]) =>
      (['ready', 'hub', 'paint', 'panel', 'tools'] as const).map((figure) => ({
        figure,
        before: summarize(samples(before).map((s) => s[figure])),
        now: summarize(samples(now).map((s) => s[figure])),
      }));
    const figures = summarized((build) => build.samples);
    const warmFigures = summarized((build) => build.warm);
    const [initialBefore, initialNow] = await Promise.all([
      sidebarInitialJs(before.distDir),
      sidebarInitialJs(now.distDir),
    ]);
    return {
      rows: [
        row(
          NAME,
          `initial JS gzip, before -> now (${initialBefore.files.length} -> ${initialNow.files.length} files)`,
          `${kb(initialBefore.gzip)} -> ${kb(initialNow.gzip)}`,
          `<= ${kb(SIDEBAR_INITIAL_GZIP_BUDGET)}`,
          initialNow.files.length > 0 && initialNow.gzip <= SIDEBAR_INITIAL_GZIP_BUDGET,
        ),
        row(
          NAME,
          'cold loads per build (new context: empty HTTP cache)',
          `${before.samples.length} | ${now.samples.length}`,
          `${LOADS_PER_BUILD}`,
        ),
        ...figures.flatMap(({ figure, before: b, now: n }) => figureRows(figure, b, n, 'cold')),
        row(
          NAME,
          'warm loads per build (a new tab in a profile that loaded the sidebar before)',
          `${before.warm.length} | ${now.warm.length}`,
          `${LOADS_PER_BUILD}`,
        ),
        ...warmFigures.flatMap(({ figure, before: b, now: n }) => figureRows(figure, b, n, 'warm')),
      ],
      figures: {
        baselineCommit: BASELINE_COMMIT,
        baselineBuildCached: baseline.cached,
        cache:
          'cold: a new browser context per load (empty HTTP and code cache), storage of a paired, granted profile',
        from: 'the loader attaching the sidebar frame to the demo chat (page clock); frame times on its own clock, both timeOrigin + now()',
        initialJs: { before: initialBefore, now: initialNow, budgetGzipBytes: SIDEBAR_INITIAL_GZIP_BUDGET },
        ...Object.fromEntries(
          figures.map(({ figure, before: b, now: n }) => [figure, { before: b, now: n }]),
        ),
        warm: {
          cache:
            'warm: a new tab in one context per build that loaded the sidebar once before (HTTP and code cache kept)',
          ...Object.fromEntries(
            warmFigures.map(({ figure, before: b, now: n }) => [figure, { before: b, now: n }]),
          ),
        },
      },
    };
  } finally {
    await baselineStack?.stop().catch(() => undefined);
    await baseline.cleanup();
  }
}
