// Where a round trip's time goes, for benchmark 2, watched from outside the product: in the sidebar frame, the
// tools/call message arriving (its event's timeStamp), the connection's fetch of the call (a wrapper around the
// frame's fetch: request out, response headers, the JSON body read) and DOM commits; in the page, when it sent
// each call and when the answer arrived. Installed for one profiled block only, so the headline figures are
// taken without it. Spans inside the frame use its clock; the two that reach into the page compare
// `performance.timeOrigin + now()` of both processes, as the sidebar-ready benchmark does.
import type { Frame } from 'playwright-core';
import { row, type Row } from './report';
import { fmt, summarize, type Summary } from './stats';

/** What the frame sees, in its clock: a tools/call arriving, its fetch's three moments, a batch of DOM changes. */
type SidebarStep = 'message' | 'fetch-sent' | 'fetch-headers' | 'fetch-body' | 'dom';
export type SidebarEvent = [step: SidebarStep, at: number];

/** One call as the page saw it: its time in the page's clock, how many messages the sidebar sent it, and when. */
export interface PageCall {
  ms: number;
  messagesIn: number;
  /** `performance.timeOrigin + now()` in the page: the call sent, and the last message of its answer received. */
  sentAt: number;
  answeredAt: number;
}

const GLOBAL = '__benchHotPath';

/**
 * Starts watching the sidebar: tools/call messages as they arrive, the fetch of each call, DOM commits. Source
 * text: a function from this build would carry the bundler's `__name` helper, which the frame lacks. The
 * connections call the global `fetch` at each request, so wrapping it here sees every call's POST.
 */
export function startRecording(frame: Frame, channelId: string): Promise<void> {
  const key = JSON.stringify(GLOBAL);
  return frame.evaluate(`(() => {
    const events = [];
    const now = () => performance.now();
    // The transport's own listener runs first; the event's timeStamp says when it was dispatched.
    const onMessage = (event) => {
      const data = event.data;
      if (data && data.channel === ${JSON.stringify(channelId)} && data.payload && data.payload.method === 'tools/call')
        events.push(['message', event.timeStamp]);
    };
    addEventListener('message', onMessage);
    const baseFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const body = init && init.body;
      if (typeof body !== 'string' || !body.includes('"tools/call"')) return baseFetch(input, init);
      events.push(['fetch-sent', now()]);
      const response = await baseFetch(input, init);
      events.push(['fetch-headers', now()]);
      // A quick answer is one JSON body, read with text(): its end is when the SDK client has the answer's bytes.
      const readText = response.text.bind(response);
      // Configurable and writable, as a plain property: the connection's wire observer defines its own over it.
      Object.defineProperty(response, 'text', {
        value: () => readText().then((text) => (events.push(['fetch-body', now()]), text)),
        configurable: true,
        writable: true,
      });
      return response;
    };
    const observer = new MutationObserver(() => events.push(['dom', now()]));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    globalThis[${key}] = {
      events,
      stop: () => {
        removeEventListener('message', onMessage);
        observer.disconnect();
        globalThis.fetch = baseFetch;
      },
    };
  })()`);
}

export interface Recording {
  events: SidebarEvent[];
  /** The frame's `performance.timeOrigin`, to set its clock against the page's. */
  timeOrigin: number;
  /** The sidebar tab shown while the calls ran (the Calls tab draws a card per call). */
  tab: string;
}

/** Stops watching and returns what was seen. */
export async function stopRecording(frame: Frame): Promise<Recording> {
  const key = JSON.stringify(GLOBAL);
  const { events, timeOrigin } = (await frame.evaluate(`(() => {
    const recording = globalThis[${key}];
    delete globalThis[${key}];
    recording.stop();
    return { events: recording.events, timeOrigin: performance.timeOrigin };
  })()`)) as { events: SidebarEvent[]; timeOrigin: number };
  return { events, timeOrigin, tab: await selectedTab(frame) };
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

const first = (call: SidebarEvent[], step: SidebarStep) => call.find((e) => e[0] === step)?.[1];

/** A sidebar call with the page's view of it: the page call whose time span holds its message. */
interface MatchedCall {
  events: SidebarEvent[];
  page: PageCall;
  /** A time of the frame's clock as `timeOrigin + now()`. */
  epoch: (at: number) => number;
}

/** The spans of one call, in order; each from one mark to the next. */
const SPANS: { name: string; span: (c: MatchedCall) => number | undefined }[] = [
  {
    name: "hub before the network: transport + SDK server parse, gate, dedup, coerce, argument check, 'running' card, SDK client request out",
    span: (c) => minus(first(c.events, 'fetch-sent'), first(c.events, 'message')),
  },
  {
    name: 'network: browser fetch, request to response headers',
    span: (c) => minus(first(c.events, 'fetch-headers'), first(c.events, 'fetch-sent')),
  },
  {
    name: 'network: response headers to the JSON body read',
    span: (c) => minus(first(c.events, 'fetch-body'), first(c.events, 'fetch-headers')),
  },
  {
    name: "after the body until the page has the answer: SDK client parse + validate result (zod, outputSchema), hub result check, 'done' card, postMessage (two clocks)",
    span: (c) => minus(c.page.answeredAt, pageTime(c, 'fetch-body')),
  },
  {
    name: 'channel in: the page sends until tools/call arrives in the sidebar (two clocks)',
    span: (c) => minus(pageTime(c, 'message'), c.page.sentAt),
  },
];

export interface HotPathBreakdown {
  rows: Row[];
  figures: Record<string, unknown>;
}

/** Medians per span; per call, the DOM commits and messages the page got, and commits before the answer. */
export function breakdown(benchmark: string, recording: Recording, pageCalls: PageCall[]): HotPathBreakdown {
  const ordered = inTimeOrder(recording.events);
  const epoch = (at: number) => recording.timeOrigin + at;
  const calls = splitCalls(ordered).flatMap((events): MatchedCall[] => {
    const arrived = epoch(first(events, 'message') ?? Number.NaN);
    const page = pageCalls.find((c) => c.sentAt <= arrived && arrived <= c.answeredAt);
    return page && first(events, 'fetch-body') !== undefined ? [{ events, page, epoch }] : [];
  });
  const spans: Record<string, Summary> = {};
  for (const { name, span } of SPANS) spans[name] = summarize(finite(calls.map(span)));
  // One clock each: the page's whole call, less the sidebar's part up to the body, holds no clock crossing.
  const rest = summarize(
    finite(
      calls.map((c) => c.page.ms - (minus(first(c.events, 'fetch-body'), first(c.events, 'message')) ?? 0)),
    ),
  );
  const domCommits =
    calls.length === 0 ? Number.NaN : ordered.filter((e) => e[0] === 'dom').length / calls.length;
  const messagesToPage = summarize(pageCalls.map((c) => c.messagesIn)).median;
  // A DOM commit (a React render) while a call is open may delay its answer: the card updates should come after.
  const onHotPath = calls.filter((c) => {
    const from = first(c.events, 'message') ?? Number.NaN;
    return c.events.some(([step, at]) => step === 'dom' && at >= from && epoch(at) <= c.page.answeredAt);
  }).length;
  const rows = [
    ...SPANS.map(({ name }) =>
      row(benchmark, `profile: ${name}, median`, `${fmt(spans[name]?.median ?? Number.NaN)} ms`),
    ),
    row(
      benchmark,
      'profile: channel both ways + the hub after the body = page total - sidebar span to the body (one clock each), median',
      `${fmt(rest.median)} ms`,
    ),
    row(
      benchmark,
      `profile: per call, DOM commits (${recording.tab} tab) | messages to page`,
      [domCommits, messagesToPage].map((n) => fmt(n, 1)).join(' | '),
    ),
    row(
      benchmark,
      'profile: calls open (tools/call in the sidebar to the answer in the page) during a DOM commit',
      `${onHotPath} of ${calls.length}`,
    ),
  ];
  return {
    rows,
    figures: {
      tab: recording.tab,
      calls: calls.length,
      spans,
      pageTotalLessSidebarToBody: rest,
      page: summarize(pageCalls.map((c) => c.ms)),
      domCommitsPerCall: domCommits,
      messagesToPage,
      onHotPath,
    },
  };
}

function minus(to: number | undefined, from: number | undefined): number | undefined {
  return to === undefined || from === undefined ? undefined : to - from;
}

/** A mark of the call as `timeOrigin + now()`, to compare with the page's. */
function pageTime(call: MatchedCall, step: SidebarStep): number | undefined {
  const at = first(call.events, step);
  return at === undefined ? undefined : call.epoch(at);
}

const finite = (values: (number | undefined)[]) =>
  values.filter((value): value is number => value !== undefined && Number.isFinite(value));
