// Watches the chat for tool calls the AI writes. Incremental: a mutation only leads to the assistant message it
// touched, so the cost follows the mutation, not the conversation. A message is handed on once it finished
// streaming (the adapter's signal, else no change for `quietMs`). Calls already on the page at start or after
// an in-app navigation are marked seen during a settle window and never run.
// Only the newest answer carries calls (newestAnswer.ts): the last assistant message, after the user's last
// one, written since the latest send of this page (or seen streaming), and only from its code blocks. The sidebar
// reads the blocks (`scan`): only those with a call's mark leave the page.
import { CALL_MARK } from '../../bridge/format/callMark';
import type { ReadyScan } from '../../bridge/format';
import { isStreaming } from '../adapters/streaming';
import type { SiteAdapter } from '../adapters/types';
import { BADGE_ATTRIBUTE } from './badge';
import { callKey, hash } from './dedup';
import type { SeenCalls } from './dedup';
import { callBlocks, isNewestAnswer } from './newestAnswer';
import type { Turns } from './turns';

export type { ReadyScan };

export interface DetectedCall {
  key: string;
  /** The code block the call was written in (badges go under it). */
  block: Element;
  scan: ReadyScan;
  /** The human turn it was written in (the hub budgets automatic runs per turn). */
  turn: string;
}

export interface ObserverOptions {
  adapter: SiteAdapter;
  seen: SeenCalls;
  turns: Turns;
  /** New calls of one finished assistant message, in page order. Each call is handed on once. */
  onCalls(message: Element, calls: DetectedCall[]): void;
  /** The finished calls of each text (the hub's scanCalls, or the parser itself in tests). */
  scan(texts: string[]): ReadyScan[][] | Promise<ReadyScan[][]>;
  conversation?: () => string;
  quietMs?: number;
  /** Quiet time that ends the settle window at start and after navigation. */
  settleMs?: number;
  root?: Node;
}

const SIGNAL_POLL_MS = 100;

export function observeCalls(options: ObserverOptions): { stop(): void } {
  const { adapter, seen, turns, onCalls, scan, quietMs = 500, settleMs = 1000 } = options;
  const { assistantMessage, codeBlock } = adapter.selectors;
  const conversation = options.conversation ?? (() => location.pathname);
  const root = options.root ?? document.body;
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let settling = false;
  let lastHref = location.href;
  let stopped = false;
  // Answers of the sidebar are used in the order the messages were read, so history is marked before a later read.
  let reading: Promise<unknown> = Promise.resolve();

  /** Hands `use` the calls of the message as it is now, once they are read; a text that cannot be read has none. */
  const withCalls = (message: Element, use: (calls: DetectedCall[]) => void) => {
    const conv = conversation();
    const turn = turns.turn();
    const blocks: Element[] = [];
    const texts: string[] = [];
    for (const block of callBlocks(message, codeBlock)) {
      const text = block.textContent!;
      if (!CALL_MARK.test(text)) continue;
      blocks.push(block);
      texts.push(text);
    }
    const found = (scans: ReadyScan[][]) => {
      if (stopped) return;
      const calls: DetectedCall[] = [];
      blocks.forEach((block, i) => {
        for (const scan of scans[i] ?? []) {
          const key =
            scan.kind === 'complete'
              ? callKey(conv, String(scan.call.callId), scan.call.name, scan.call.params)
              : `${conv}|${scan.callId ?? '?'}|malformed:${hash(texts[i]!.slice(scan.start, scan.end))}`;
          calls.push({ key, block, scan, turn });
        }
      });
      use(calls);
    };
    const scans = texts.length ? scan(texts) : [];
    if (!(scans instanceof Promise)) return found(scans);
    reading = reading.then(() => scans).then(found, () => undefined);
  };

  // A message seen streaming is a new answer, not history the site is rendering.
  let live = new WeakSet<Element>();
  // The round (turns.ts) in which each message last changed: only one written in the current round is new.
  const writtenIn = new WeakMap<Element, number>();
  const writtenNow = (message: Element) =>
    writtenIn.get(message) === turns.round() && (turns.sent() || live.has(message));
  // Settling never marks a new answer: it may arrive right after load or navigation.
  const isNew = (message: Element) => live.has(message) || writtenNow(message);
  const markSeen = (message: Element) => {
    if (!isNew(message)) withCalls(message, (calls) => calls.forEach((call) => seen.add(call.key)));
  };
  const markAll = () => (root.ownerDocument ?? document).querySelectorAll(assistantMessage).forEach(markSeen);

  const startSettling = () => {
    settling = true;
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      markAll();
      settling = false;
    }, settleMs);
  };

  const streamingNow = (message: Element) => isStreaming(adapter.selectors, message);

  const evaluate = (message: Element) => {
    timers.delete(message);
    if (!message.isConnected) return;
    // Poll while the adapter says it streams: the signal may flip without a mutation inside the message.
    if (streamingNow(message)) return schedule(message);
    // Any other message's calls are history or quotes: marked seen, so no later re-render can run them.
    const newest = writtenNow(message) && isNewestAnswer(message, adapter.selectors);
    withCalls(message, (calls) => {
      const fresh = calls.filter((call) => seen.add(call.key));
      if (newest && fresh.length) onCalls(message, fresh);
    });
  };

  // With a streaming signal, the end of an answer is the signal clearing (often an attribute flip, which no
  // childList mutation reports), so poll it briskly; without one, only a quiet period says the answer ended.
  const waitMs = adapter.selectors.streaming ? Math.min(quietMs, SIGNAL_POLL_MS) : quietMs;
  const schedule = (message: Element) => {
    clearTimeout(timers.get(message));
    timers.set(
      message,
      setTimeout(() => evaluate(message), waitMs),
    );
  };

  const observer = new MutationObserver((records) => {
    if (location.href !== lastHref) {
      lastHref = location.href;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      live = new WeakSet();
      turns.navigated();
      markAll();
      startSettling();
    }
    const dirty = new Set<Element>();
    for (const record of records) collectMessages(record, assistantMessage, dirty);
    for (const message of dirty) {
      writtenIn.set(message, turns.round());
      if (streamingNow(message)) live.add(message);
      if (settling && !isNew(message)) {
        markSeen(message);
        startSettling();
      } else {
        schedule(message);
      }
    }
  });

  markAll();
  startSettling();
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return {
    stop() {
      stopped = true;
      observer.disconnect();
      clearTimeout(settleTimer);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}

/** Adds the assistant messages a mutation touched: the one around its target, and any it added. */
function collectMessages(record: MutationRecord, selector: string, into: Set<Element>): void {
  const changed = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
  if (changed.length && changed.every(isBadge)) return; // Our own badges are not chat content.
  const target =
    record.target.nodeType === Node.ELEMENT_NODE ? (record.target as Element) : record.target.parentElement;
  const around = target?.closest(selector);
  if (around) into.add(around);
  for (const node of record.addedNodes) {
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.matches(selector)) into.add(element);
    element.querySelectorAll(selector).forEach((message) => into.add(message));
  }
}

function isBadge(node: Node): boolean {
  return node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute(BADGE_ATTRIBUTE);
}
