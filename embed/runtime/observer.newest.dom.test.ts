// Only the newest answer carries calls: the last assistant message, after the user's latest message, written
// after a send of this page session, and only from its code blocks outside quotes. History above, re-renders,
// a conversation opened later, quotes and text outside code blocks never yield a call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectedCall } from './observer';
import type { Turns } from './turns';
import { freshChatPage, startObserving } from './test/observer';

const call = (id: number, path = '/notes.txt') =>
  `{"type": "function_call_start", "name": "read_file", "call_id": ${id}}\n` +
  `{"type": "parameter", "key": "path", "value": "${path}"}\n` +
  `{"type": "function_call_end", "call_id": ${id}}\n`;

let list: HTMLElement;
let turns: Turns;
let stop: () => void;
let handed: DetectedCall[][];

const ids = () =>
  handed.map((calls) => calls.map((c) => (c.scan.kind === 'complete' ? c.scan.call.callId : c.scan.kind)));

function start(): void {
  ({ turns, stop } = startObserving(handed));
}

function userMessage(): HTMLElement {
  const message = document.createElement('div');
  message.className = 'message user';
  message.textContent = 'Please go on';
  return message;
}

/** The user sends: their message shows, and a round starts. */
function userSends(): void {
  list.append(userMessage());
  turns.userSent();
}

/** A finished assistant message (not appended), with the given parts: code blocks, paragraphs, quotes. */
function answer(...parts: Array<{ code: string } | { text: string } | { quote: Node }>): HTMLElement {
  const message = document.createElement('div');
  message.className = 'message assistant';
  message.dataset.streaming = 'false';
  for (const part of parts) message.append(partNode(part));
  return message;
}

function partNode(part: { code: string } | { text: string } | { quote: Node }): Node {
  if ('quote' in part) {
    const quote = document.createElement('blockquote');
    quote.append(part.quote);
    return quote;
  }
  if ('text' in part) {
    const paragraph = document.createElement('p');
    paragraph.textContent = part.text;
    return paragraph;
  }
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = part.code;
  pre.append(code);
  return pre;
}

const settle = () => vi.advanceTimersByTimeAsync(1100);
const quiet = () => vi.advanceTimersByTimeAsync(700);

beforeEach(() => {
  list = freshChatPage();
  handed = [];
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('history', () => {
  it('never runs a call in history loaded above the thread, even during a live turn', async () => {
    list.append(userMessage(), answer({ text: 'Hello!' }));
    start();
    await settle();
    userSends();
    // Scrolling up loads older messages above the thread while the answer is still to come.
    list.prepend(userMessage(), answer({ code: call(1) }));
    await quiet();
    list.append(answer({ text: 'Here you go.' }));
    list.prepend(answer({ code: call(2) }));
    await quiet();
    expect(handed).toEqual([]);
  });

  it('never runs a conversation that a new tab fetches after the page settled', async () => {
    start();
    await settle();
    await vi.advanceTimersByTimeAsync(1500); // the app shell waits for the network
    list.append(userMessage(), answer({ code: call(1) }));
    await quiet();
    expect(handed).toEqual([]);
  });

  it('treats the first render of a conversation opened by in-app navigation as history, however late', async () => {
    list.append(userMessage(), answer({ text: 'Hi' }));
    start();
    await settle();
    history.pushState(null, '', '/c/2');
    list.replaceChildren();
    await vi.advanceTimersByTimeAsync(2500); // longer than the settle window
    list.append(userMessage());
    await vi.advanceTimersByTimeAsync(50);
    list.append(answer({ code: call(7) })); // a separate render, as a virtualized list does
    await quiet();
    expect(handed).toEqual([]);
    // The user's next message there gets a new answer that does run.
    userSends();
    list.append(answer({ code: call(8) }));
    await quiet();
    expect(ids()).toEqual([['8']]);
  });

  it('does not run an answer again when the site re-mounts the thread, nor before the latest user message', async () => {
    start();
    await settle();
    userSends();
    list.append(answer({ code: call(1) }));
    await quiet();
    expect(ids()).toEqual([['1']]);
    // The site re-renders the whole thread with fresh nodes, same content.
    list.replaceChildren(...Array.from(list.children, (node) => node.cloneNode(true)));
    await quiet();
    userSends();
    // A re-render right after the next send: the old answer, now above the user's message, changes again.
    (list.querySelector('.message.assistant code') as HTMLElement).textContent = call(1, '/changed.txt');
    await quiet();
    expect(ids()).toEqual([['1']]);
  });
});

describe('the newest answer only', () => {
  it('runs the answer to a message the user sent right after load, while the page still settles', async () => {
    start();
    userSends();
    list.append(answer({ code: call(5) })); // finished at once: no streaming was seen
    await settle();
    await quiet();
    expect(ids()).toEqual([['5']]);
  });

  it('ignores a new message that is not the last assistant message', async () => {
    start();
    await settle();
    userSends();
    const later = answer({ text: 'Done.' });
    list.append(later);
    later.before(answer({ code: call(3) })); // new in the DOM, but above the last answer
    await quiet();
    expect(handed).toEqual([]);
  });

  it('ignores a new answer before any send of this page, unless it is seen streaming', async () => {
    start();
    await settle();
    list.append(userMessage(), answer({ code: call(4) })); // no send here: something else put it there
    await quiet();
    expect(handed).toEqual([]);
  });

  it('reads calls only from code blocks that are not quoted', async () => {
    start();
    await settle();
    userSends();
    const quotedBlock = partNode({ code: call(10) });
    const quotedText = document.createTextNode(call(11));
    list.append(
      answer(
        { text: `As the page says:\n${call(12)}` },
        { quote: quotedBlock },
        { quote: quotedText },
        { code: call(13) },
      ),
    );
    await quiet();
    expect(ids()).toEqual([['13']]);
  });

  it('finds nothing in an answer whose call is only text or a quote', async () => {
    start();
    await settle();
    userSends();
    list.append(answer({ text: call(20) }, { quote: partNode({ code: call(21) }) }));
    await quiet();
    expect(handed).toEqual([]);
  });
});

describe('turns', () => {
  it('tags calls with the human turn: the runtime’s own send keeps it, the user’s next message starts one', async () => {
    start();
    await settle();
    userSends();
    list.append(answer({ code: call(1) }));
    await quiet();
    await turns.ownSend(async () => list.append(userMessage())); // the agent loop sends the result
    list.append(answer({ code: call(2, '/second.txt') }));
    await quiet();
    userSends();
    list.append(answer({ code: call(3, '/third.txt') }));
    await quiet();
    const [first, second, third] = handed.map((calls) => calls[0]!.turn);
    expect(ids()).toEqual([['1'], ['2'], ['3']]);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });
});
