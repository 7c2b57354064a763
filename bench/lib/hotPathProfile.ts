// Where a round trip's time goes, for benchmark 2. The sidebar's own steps are timed by the product's probe
// (bridge/connections/hotPathProbe.ts), switched on here in the sidebar frame only for one profiled block, so
// the headline figures are taken without it. Each span is measured in one process's clock: the page's total
// minus the sidebar's span is the channel both ways (postMessage, the page's client), no clock is compared
// across processes.
import type { Frame } from 'playwright-core';
import { HOT_PATH_GLOBAL, type HotPathStep } from '../../bridge/connections/hotPathProbe';
import { row, type Row } from './report';
import { fmt, summarize, type Summary } from './stats';

/** A step in the sidebar's clock; 'message' is a tools/call arriving, 'dom' a batch of DOM changes (a React commit). */
export type SidebarEvent = [step: HotPathStep | 'message' | 'dom', at: number];

/** One call as the page saw it: its time in the page's clock, and how many messages the sidebar sent it. */
export interface PageCall {
  ms: number;
  messagesIn: number;
}

/**
 * Starts recording in the sidebar: the probe's steps, tools/call messages as they arrive, DOM commits. Sent as
 * source text: a function from this build would carry the bundler's `__name` helper, which the frame lacks.
 */
export function startRecording(frame: Frame, channelId: string): Promise<void> {
  const key = JSON.stringify(HOT_PATH_GLOBAL);
  return frame.evaluate(`(() => {
    const events = [];
    globalThis[${key}] = { step: (step) => events.push([step, performance.now()]) };
    globalThis[${key} + 'Events'] = events;
    // The transport's own listener runs first; the event's timeStamp says when it was dispatched.
    const onMessage = (event) => {
      const data = event.data;
      if (data && data.channel === ${JSON.stringify(channelId)} && data.payload && data.payload.method === 'tools/call')
        events.push(['message', event.timeStamp]);
    };
    addEventListener('message', onMessage);
    const observer = new MutationObserver(() => events.push(['dom', performance.now()]));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    globalThis[${key} + 'Stop'] = () => {
      removeEventListener('message', onMessage);
      observer.disconnect();
    };
  })()`);
}

export interface Recording {
  events: SidebarEvent[];
  /** The sidebar tab shown while the calls ran (the Calls tab draws a card per call). */
  tab: string;
}

/** Stops the probe and the listeners, and returns what they recorded. */
export async function stopRecording(frame: Frame): Promise<Recording> {
  const key = JSON.stringify(HOT_PATH_GLOBAL);
  const events = (await frame.evaluate(`(() => {
    delete globalThis[${key}];
    globalThis[${key} + 'Stop']();
    return globalThis[${key} + 'Events'];
  })()`)) as SidebarEvent[];
  return { events, tab: await selectedTab(frame) };
}

/** The sidebar tab shown now, by its label; 'none' before the tabs render. */
export function selectedTab(frame: Frame): Promise<string> {
  return frame.evaluate(
    () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? 'none',
  );
}

/** In time order; at equal times (the clock has 0.1 ms steps) a message comes before what it caused. */
function inTimeOrder(events: SidebarEvent[]): SidebarEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event[1] - b.event[1] ||
        Number(b.event[0] === 'message') - Number(a.event[0] === 'message') ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

/** One call's events: from its tools/call message to the next one. */
function splitCalls(ordered: SidebarEvent[]): SidebarEvent[][] {
  const calls: SidebarEvent[][] = [];
  let current: SidebarEvent[] | undefined;
  for (const event of ordered) {
    if (event[0] === 'message') calls.push((current = []));
    current?.push(event);
  }
  return calls;
}

const first = (call: SidebarEvent[], step: SidebarEvent[0]) => call.find((e) => e[0] === step)?.[1];

/** The spans of one call, in order; each is "from the previous mark to this one". */
const SPANS: {
  name: string;
  from: (c: SidebarEvent[]) => number | undefined;
  to: (c: SidebarEvent[]) => number | undefined;
}[] = [
  {
    name: 'hub: transport + SDK server parse the request (zod), dispatch',
    from: (c) => first(c, 'message'),
    to: (c) => first(c, 'call-in'),
  },
  {
    name: 'hub: gate, dedup, coerce, argument check (here once the worker passed the schema)',
    from: (c) => first(c, 'call-in'),
    to: (c) => first(c, 'args-checked'),
  },
  {
    name: "hub: re-gate, budget, 'running' card reported",
    from: (c) => first(c, 'args-checked'),
    to: (c) => first(c, 'execute'),
  },
  {
    name: 'SDK client: request out (+ any render that ran then)',
    from: (c) => first(c, 'execute'),
    to: (c) => first(c, 'fetch-sent'),
  },
  {
    name: 'network: browser fetch, request to response headers',
    from: (c) => first(c, 'fetch-sent'),
    to: (c) => first(c, 'fetch-headers'),
  },
  {
    name: 'network: response headers to the body (a JSON answer whole, an event stream its first bytes)',
    from: (c) => first(c, 'fetch-headers'),
    to: (c) => first(c, 'fetch-body'),
  },
  {
    name: 'SDK client: parse + validate result (zod, outputSchema)',
    from: (c) => first(c, 'fetch-body'),
    to: (c) => first(c, 'executed'),
  },
  {
    name: 'hub: result check (zod)',
    from: (c) => first(c, 'executed'),
    to: (c) => first(c, 'result-checked'),
  },
  {
    name: "hub: 'done' card reported, result out",
    from: (c) => first(c, 'result-checked'),
    to: (c) => first(c, 'result-out'),
  },
];

const perCall = (calls: SidebarEvent[][], span: (c: SidebarEvent[]) => number | undefined) =>
  calls.map(span).filter((value): value is number => value !== undefined && Number.isFinite(value));

export interface HotPathBreakdown {
  rows: Row[];
  figures: Record<string, unknown>;
}

/** Medians per span; per call, what the store and React did and how many messages the page got. */
export function breakdown(benchmark: string, recording: Recording, pageCalls: PageCall[]): HotPathBreakdown {
  const ordered = inTimeOrder(recording.events);
  const calls = splitCalls(ordered).filter((c) => first(c, 'result-out') !== undefined);
  const spans: Record<string, Summary> = {};
  for (const span of SPANS)
    spans[span.name] = summarize(perCall(calls, (c) => minus(span.to(c), span.from(c))));
  const sidebar = summarize(perCall(calls, (c) => minus(first(c, 'result-out'), first(c, 'message'))));
  const page = summarize(pageCalls.map((c) => c.ms));
  const perCallCount = (step: SidebarEvent[0]) =>
    calls.length === 0 ? Number.NaN : ordered.filter((e) => e[0] === step).length / calls.length;
  const counts = {
    cardChanges: perCallCount('record-start'),
    storeUpdates: perCallCount('store-start'),
    domCommits: perCallCount('dom'),
    messagesToPage: summarize(pageCalls.map((c) => c.messagesIn)).median,
  };
  const flushes = storeFlushes(ordered);
  const setMs = summarize(flushes.map((f) => f.setMs));
  const renderMs = summarize(flushes.flatMap((f) => (f.commitMs === undefined ? [] : [f.commitMs])));
  // A store update between a call's message and its answer leaving delays that answer.
  const onHotPath = calls.filter((c) => {
    const out = first(c, 'result-out') ?? Number.NaN;
    return c.some(([step, at]) => step === 'store-start' && at <= out);
  }).length;
  const rows = [
    ...SPANS.map((span) => spanRow(benchmark, span.name, spans[span.name])),
    row(
      benchmark,
      'profile: channel both ways (postMessage, page client) = page total - sidebar span',
      `${fmt(page.median - sidebar.median)} ms (${fmt(page.median)} - ${fmt(sidebar.median)})`,
    ),
    row(
      benchmark,
      `profile: per call, card changes | store set() | DOM commits (${recording.tab} tab) | messages to page`,
      [counts.cardChanges, counts.storeUpdates, counts.domCommits, counts.messagesToPage]
        .map((n) => fmt(n, 1))
        .join(' | '),
    ),
    row(
      benchmark,
      'profile: one store update, set() | set() to its DOM commit (render), median',
      `${fmt(setMs.median)} | ${fmt(renderMs.median)} ms`,
    ),
    row(
      benchmark,
      'profile: calls with a store update before their answer left',
      `${onHotPath} of ${calls.length}`,
    ),
  ];
  return {
    rows,
    figures: {
      tab: recording.tab,
      calls: calls.length,
      spans,
      sidebarSpan: sidebar,
      page,
      counts,
      setMs,
      renderMs,
      onHotPath,
    },
  };
}

function spanRow(benchmark: string, name: string, summary: Summary | undefined): Row {
  return row(benchmark, `profile: ${name}, median`, `${fmt(summary?.median ?? Number.NaN)} ms`);
}

function minus(to: number | undefined, from: number | undefined): number {
  return to === undefined || from === undefined ? Number.NaN : to - from;
}

/** Each store update: its set() with synchronous subscribers, and until the DOM commit it caused, if any. */
function storeFlushes(ordered: SidebarEvent[]): { setMs: number; commitMs?: number }[] {
  const flushes: { setMs: number; commitMs?: number }[] = [];
  ordered.forEach(([step, at], index) => {
    if (step !== 'store-start') return;
    const rest = ordered.slice(index + 1);
    const end = rest.find((e) => e[0] === 'store-end')?.[1] ?? Number.NaN;
    // React commits in a microtask right after set(): the next DOM change before any other step is its commit.
    const next = rest.find((e) => e[0] !== 'store-end');
    flushes.push(next?.[0] === 'dom' ? { setMs: end - at, commitMs: next[1] - at } : { setMs: end - at });
  });
  return flushes;
}
