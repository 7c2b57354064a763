import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAdapter } from '../adapters/demo';
import { genericAdapter } from '../adapters/generic';
import type { SiteAdapter } from '../adapters/types';
import { readyScans } from '../../bridge/format/scanCalls';
import type { ReadyScan } from '../../bridge/format';
import { SeenCalls } from './dedup';
import { observeCalls } from './observer';
import type { DetectedCall } from './observer';
import { trackTurns } from './turns';
import type { Turns } from './turns';
import { freshChatPage, startObserving } from './test/observer';

const CALL_1 =
  '{"type": "function_call_start", "name": "read_file", "call_id": 1}\n' +
  '{"type": "description", "text": "Read the notes"}\n' +
  '{"type": "parameter", "key": "path", "value": "/tmp/notes \\"v2\\".txt"}\n' +
  '{"type": "function_call_end", "call_id": 1}\n';
const CALL_2 =
  '{"type": "function_call_start", "name": "list_directory", "call_id": 2}\n' +
  '{"type": "parameter", "key": "path", "value": "/tmp"}\n' +
  '{"type": "function_call_end", "call_id": 2}\n';

let list: HTMLElement;
let stop: (() => void) | undefined;
let turns: Turns;
let handed: DetectedCall[][];

beforeEach(() => {
  list = freshChatPage();
  handed = [];
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function start(adapter: SiteAdapter = demoAdapter): void {
  ({ turns, stop } = startObserving(handed, adapter));
}

/** The user sends a message: only an answer written after it can carry calls. */
function userSends(): void {
  const message = document.createElement('div');
  message.className = 'message user';
  message.textContent = 'Go on';
  list.append(message);
  turns.userSent();
}

/** An assistant message with one code block; returns the block's <code> element. */
function assistantMessage(
  text = '',
  streaming = true,
  blockClass = 'code',
): { message: HTMLElement; code: HTMLElement } {
  const message = document.createElement('div');
  message.className = 'message assistant';
  if (streaming) message.dataset.streaming = 'true';
  const pre = document.createElement('pre');
  const code = document.createElement(blockClass);
  code.textContent = text;
  pre.append(code);
  message.append(pre);
  list.append(message);
  return { message, code };
}

const names = () =>
  handed.map((calls) =>
    calls.map((call) => (call.scan.kind === 'complete' ? call.scan.call.name : call.scan.kind)),
  );

describe('observeCalls', () => {
  it('runs each call of a streamed message exactly once, after streaming ends', async () => {
    start();
    await vi.advanceTimersByTimeAsync(1100); // the settle window at start passes
    userSends();
    const { message, code } = assistantMessage();
    const full = `Let me look.\n${CALL_1}${CALL_2}`;
    // Boundaries inside a JSON string value and inside the function_call_end line.
    const cuts = [
      full.indexOf('notes \\"v') + 8,
      full.indexOf('function_call_end') + 9,
      full.indexOf('list_dir') + 4,
    ];
    let at = 0;
    for (const cut of [...cuts, full.length]) {
      // Renderers either append to the text node or re-render the whole block; do both.
      if (at % 2 === 0) code.append(full.slice(at, cut));
      else code.textContent = full.slice(0, cut);
      at = cut;
      await vi.advanceTimersByTimeAsync(700); // longer than the quiet period: only the streaming flag holds it
    }
    expect(handed).toEqual([]);
    message.dataset.streaming = 'false';
    await vi.advanceTimersByTimeAsync(600);
    expect(names()).toEqual([['read_file', 'list_directory']]);
    const first = handed[0]![0]!;
    expect(first.scan.kind === 'complete' && first.scan.call.params).toEqual({ path: '/tmp/notes "v2".txt' });

    // A re-render of the same content must not hand the calls on again.
    code.textContent = full;
    message.append(document.createElement('p'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(handed).toHaveLength(1);
  });

  it('without a streaming signal waits for a quiet period and never hands on a half-written call', async () => {
    start(genericAdapter({ codeBlock: 'pre' }));
    await vi.advanceTimersByTimeAsync(1100);
    userSends();
    const { code } = assistantMessage('', false);
    const cut = CALL_1.indexOf('function_call_end') + 5;
    code.append(CALL_1.slice(0, cut));
    await vi.advanceTimersByTimeAsync(800); // the AI pauses mid-line: incomplete, nothing happens
    expect(handed).toEqual([]);
    code.append(CALL_1.slice(cut));
    await vi.advanceTimersByTimeAsync(300);
    expect(handed).toEqual([]); // not quiet long enough yet
    await vi.advanceTimersByTimeAsync(300);
    expect(names()).toEqual([['read_file']]);
  });

  it('never runs calls that were on the page at load, nor ones rendered while the page settles', async () => {
    assistantMessage(CALL_1, false);
    start();
    assistantMessage(CALL_2, false); // history still rendering
    await vi.advanceTimersByTimeAsync(3000);
    expect(handed).toEqual([]);
  });

  it('runs a new answer that starts streaming while the page still settles', async () => {
    start();
    // The user sends right after load: the reply streams inside the settle window, chunk by chunk.
    const { message, code } = assistantMessage('Listing.\n');
    for (const chunk of CALL_2.match(/[\s\S]{1,12}/g) ?? []) {
      code.textContent += chunk;
      await vi.advanceTimersByTimeAsync(30);
    }
    message.dataset.streaming = 'false';
    await vi.advanceTimersByTimeAsync(2000);
    expect(names()).toEqual([['list_directory']]);
  });

  it('treats a conversation opened by in-app navigation as history', async () => {
    start();
    await vi.advanceTimersByTimeAsync(1100);
    history.pushState(null, '', '/c/2');
    list.replaceChildren();
    assistantMessage(CALL_1, false);
    assistantMessage(CALL_2, false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(handed).toEqual([]);
    // A new answer to the user's next message does run.
    userSends();
    const { message } = assistantMessage(CALL_1.replace(/call_id": 1/g, 'call_id": 3'));
    message.dataset.streaming = 'false';
    await vi.advanceTimersByTimeAsync(600);
    expect(names()).toEqual([['read_file']]);
  });

  it('does not run a call again after a reload of the page', async () => {
    start();
    await vi.advanceTimersByTimeAsync(1100);
    userSends();
    assistantMessage(CALL_1, false);
    await vi.advanceTimersByTimeAsync(600);
    expect(handed).toHaveLength(1);
    stop?.();
    // "Reload": same DOM re-rendered after start, outside the settle window, same session storage.
    list.replaceChildren();
    start();
    await vi.advanceTimersByTimeAsync(1100);
    userSends();
    assistantMessage(CALL_1, false);
    await vi.advanceTimersByTimeAsync(600);
    expect(handed).toHaveLength(1);
  });

  it('hands on a malformed call so the AI gets an error back', async () => {
    start();
    await vi.advanceTimersByTimeAsync(1100);
    const broken = CALL_2.replace('"value": "/tmp"', '"value": /tmp');
    userSends();
    assistantMessage(broken, false);
    await vi.advanceTimersByTimeAsync(600);
    expect(names()).toEqual([['malformed']]);
  });
});

describe('observeCalls with the sidebar reading the blocks', () => {
  /** A scanner that answers only when the test says so, as the hub over the channel answers later. */
  function laterScanner() {
    const asked: Array<{ texts: string[]; answer(): void }> = [];
    const scan = (texts: string[]) =>
      new Promise<ReadyScan[][]>((resolve) =>
        asked.push({ texts, answer: () => resolve(texts.map(readyScans)) }),
      );
    return { asked, scan };
  }

  function observe(scan: (texts: string[]) => Promise<ReadyScan[][]>) {
    turns = trackTurns(demoAdapter.selectors);
    const observer = observeCalls({
      adapter: demoAdapter,
      seen: new SeenCalls(sessionStorage),
      turns,
      onCalls: (_message, calls) => handed.push(calls),
      scan,
    });
    stop = () => {
      observer.stop();
      turns.stop();
    };
  }

  it('sends only blocks with a call, and uses the answers in the order it asked', async () => {
    assistantMessage(CALL_1, false); // history: read at start
    assistantMessage('no call here', false);
    const { asked, scan } = laterScanner();
    observe(scan);
    await vi.advanceTimersByTimeAsync(1100);
    expect(asked.map((a) => a.texts)).toEqual([[CALL_1], [CALL_1]]); // at start, and when the page settled
    userSends();
    assistantMessage(`${CALL_1}${CALL_2}`, false); // the new answer repeats the call of the history
    await vi.advanceTimersByTimeAsync(600);
    expect(asked).toHaveLength(3);
    asked[2]!.answer(); // the new answer's read comes back first...
    await vi.advanceTimersByTimeAsync(0);
    expect(handed).toEqual([]);
    asked[0]!.answer();
    asked[1]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    // ...and is used after the history's: the call seen before does not run again.
    expect(names()).toEqual([['list_directory']]);
  });

  it('hands on nothing once stopped, and nothing from a read that failed', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('the sidebar said no')));
    observe(failing);
    await vi.advanceTimersByTimeAsync(1100);
    userSends();
    assistantMessage(CALL_1, false);
    await vi.advanceTimersByTimeAsync(600);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(handed).toEqual([]);

    stop?.();
    const { asked, scan } = laterScanner();
    observe(scan);
    await vi.advanceTimersByTimeAsync(1100);
    userSends();
    assistantMessage(CALL_2, false);
    await vi.advanceTimersByTimeAsync(600);
    stop?.();
    asked.forEach((a) => a.answer());
    await vi.advanceTimersByTimeAsync(0);
    expect(handed).toEqual([]);
  });
});
