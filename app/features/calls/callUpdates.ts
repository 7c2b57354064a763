// The hub reports every call-card change as it happens (running, progress, done). The store takes them in one
// set() per animation frame, and while calls follow each other, at most one per MIN_INTERVAL_MS: each set()
// re-renders the Calls tab, which costs more than the hub's own work for a call, and it runs in a task of its
// own, after the page's answer left. A card shows its change at the latest MIN_INTERVAL_MS plus a frame later.
import type { CallRecord } from '../../../bridge/hub/types';

/** Runs `run` in a later task, no sooner than `delayMs` from now. */
export type ScheduleTask = (run: () => void, delayMs: number) => void;

/** 10 updates a second: what reads as instant to a person, and a render for every ~20 calls of a few ms. */
export const MIN_INTERVAL_MS = 100;
/** Where no frame comes (a hidden tab, a frame scrolled away), the cards wait at most this long for one. */
export const FRAME_WAIT_MS = 100;

/**
 * The next task, not a microtask: the hub's answer to the page is sent a few promise steps after a card
 * changes, and microtasks would all run first. A MessageChannel is not throttled like timers in a background tab.
 */
export function nextTask(): (run: () => void) => void {
  // The scheduler returns nothing; setTimeout's id is not needed.
  if (typeof MessageChannel === 'undefined') return (run) => void setTimeout(run, 0);
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  // Node (tests) keeps a process alive for an open port; a browser has no such method.
  (channel.port1 as { unref?: () => void }).unref?.();
  return (run) => {
    queue.push(run);
    channel.port2.postMessage(null);
  };
}

/** The first animation frame after `delayMs`, or FRAME_WAIT_MS without one; without frames (Node), a task. */
export function frameAfter(): ScheduleTask {
  const soon = typeof requestAnimationFrame === 'undefined' ? nextTask() : nextFrame;
  // The scheduler returns nothing; setTimeout's id is not needed.
  return (run, delayMs) => (delayMs > 0 ? void setTimeout(() => soon(run), delayMs) : soon(run));
}

function nextFrame(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    run();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, FRAME_WAIT_MS);
}

export interface CallUpdates {
  /** Queues a card change; the newest change of a call wins. */
  record(call: CallRecord): void;
  /** Applies what is queued now (the window is closing). */
  flush(): void;
}

export interface BatchOptions {
  schedule?: ScheduleTask;
  now?: () => number;
  minIntervalMs?: number;
}

export function batchCallUpdates(
  apply: (changes: CallRecord[]) => void,
  {
    schedule = frameAfter(),
    now = () => performance.now(),
    minIntervalMs = MIN_INTERVAL_MS,
  }: BatchOptions = {},
): CallUpdates {
  // Insertion order is kept: a call first seen earlier is older, which places new cards newest first.
  let queued = new Map<string, CallRecord>();
  let scheduled = false;
  let lastApplied = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (queued.size === 0) return;
    const changes = [...queued.values()];
    queued = new Map();
    lastApplied = now();
    apply(changes);
  };
  return {
    record(call) {
      queued.set(call.id, call);
      if (scheduled) return;
      scheduled = true;
      const run = () => {
        scheduled = false;
        flush();
      };
      schedule(run, Math.max(0, lastApplied + minIntervalMs - now()));
    },
    flush,
  };
}
