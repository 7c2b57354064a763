// Test kit: the call observer started as the page runtime starts it (turn tracking, session dedup), with
// every batch of calls it hands on recorded in `handed`. The parser answers at once (the hub's, in the sidebar,
// answers over the channel: startPageRuntime.test.ts).
import { vi } from 'vitest';
import { readyScans } from '../../../bridge/format/scanCalls';
import { demoAdapter } from '../../adapters/demo';
import type { SiteAdapter } from '../../adapters/types';
import { SeenCalls } from '../dedup';
import { observeCalls, type DetectedCall } from '../observer';
import { trackTurns, type Turns } from '../turns';

/** Fake timers, an empty session in conversation /c/1, and an empty chat list (returned) as the body. */
export function freshChatPage(): HTMLElement {
  vi.useFakeTimers();
  sessionStorage.clear();
  history.replaceState(null, '', '/c/1');
  const list = document.createElement('main');
  document.body.replaceChildren(list);
  return list;
}

export interface ObservingChat {
  turns: Turns;
  stop(): void;
}

export function startObserving(handed: DetectedCall[][], adapter: SiteAdapter = demoAdapter): ObservingChat {
  const turns = trackTurns(adapter.selectors);
  const observer = observeCalls({
    adapter,
    seen: new SeenCalls(sessionStorage),
    turns,
    onCalls: (_message, calls) => handed.push(calls),
    // The parser itself, as the hub runs it, answering at once.
    scan: (texts) => texts.map(readyScans),
  });
  return {
    turns,
    stop: () => {
      observer.stop();
      turns.stop();
    },
  };
}
