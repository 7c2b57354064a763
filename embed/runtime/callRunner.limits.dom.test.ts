// The runner's limits: at most MAX_CALLS_PER_MESSAGE calls of one message run (the rest come back as errors the
// AI can read), and when the hub paused agent mode the results are typed in but not sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { withChatText } from '../../bridge/format';
import { AGENT_PAUSED_META_KEY } from '../../bridge/protocol/constants';
import { DEFAULT_PAGE_SETTINGS } from '../../bridge/protocol/settings';
import { demoAdapter } from '../adapters/demo';
import { MAX_CALLS_PER_MESSAGE, createCallRunner } from './callRunner';
import type { ToolCaller, ToolResult } from './callRunner';
import { createChatSurface } from './chatSurface';
import type { DetectedCall } from './observer';

let input: HTMLTextAreaElement;
let sends: number;
/** What the chat holds: the input's text, or what was sent from it. */
let written: () => string;

beforeEach(() => {
  input = document.createElement('textarea');
  input.id = 'chat-input';
  const send = document.createElement('button');
  send.id = 'send-button';
  sends = 0;
  let sent = '';
  send.addEventListener('click', () => {
    sends++;
    sent = input.value;
    input.value = ''; // as a chat clears its input on send
  });
  document.body.replaceChildren(input, send);
  written = () => sent || input.value;
});

function detected(callId: number): DetectedCall {
  const block = document.body.appendChild(document.createElement('pre'));
  const call = {
    callId: String(callId),
    name: 'read_file',
    params: { path: `/f${callId}` },
    format: 'jsonl' as const,
  };
  return { key: `/c|${callId}`, block, turn: 't1', scan: { kind: 'complete', call, start: 0, end: 1 } };
}

function run(calls: DetectedCall[], respond: (callId: string) => ToolResult) {
  const ran: string[] = [];
  const hub: ToolCaller = {
    settings: () => ({ ...DEFAULT_PAGE_SETTINGS, autoSubmit: true, submitDelayMs: 0 }),
    callTool: (_name, _args, meta) => {
      ran.push(meta.callId);
      expect(meta.turn).toBe('t1');
      return Promise.resolve(withChatText(respond(meta.callId))); // as the hub answers a chat's call
    },
  };
  const surface = createChatSurface(demoAdapter, document, { enableWaitMs: 50, verifyWaitMs: 50, pollMs: 5 });
  const runner = createCallRunner({
    hub: () => hub,
    surface,
    conversation: () => '/c',
    sleep: () => Promise.resolve(),
  });
  return runner.run(calls).then(() => ran);
}

const ok = (text: string): ToolResult => ({ content: [{ type: 'text', text }] });

describe('the per-message cap', () => {
  it(`runs the first ${MAX_CALLS_PER_MESSAGE} calls of a message and answers the rest with an error`, async () => {
    const calls = Array.from({ length: MAX_CALLS_PER_MESSAGE + 2 }, (_, i) => detected(i + 1));
    const ran = await run(calls, (id) => ok(`read ${id}`));
    expect(ran).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(written()).toContain('<function_result call_id="8" name="read_file" status="ok">');
    for (const id of [9, 10])
      expect(written()).toContain(
        `<function_result call_id="${id}" name="read_file" status="error">\nNot run: one message may carry at most ${MAX_CALLS_PER_MESSAGE} tool calls.`,
      );
    const states = [...document.querySelectorAll('[data-mcp-bridge-badge]')].map((b) =>
      b.getAttribute('data-state'),
    );
    expect(states.slice(-3)).toEqual(['done', 'error', 'error']);
  });
});

describe('agent mode paused by the hub', () => {
  it('types the results in but does not send them', async () => {
    const paused = { ...ok('read'), _meta: { [AGENT_PAUSED_META_KEY]: 'Repeated 3 times' } };
    await run([detected(1), detected(2)], (id) => (id === '2' ? paused : ok('read')));
    expect(written()).toContain('<function_result call_id="2" name="read_file" status="ok">');
    expect(sends).toBe(0);
  });

  it('sends the results when nothing paused it', async () => {
    await run([detected(1)], () => ok('read'));
    expect(sends).toBe(1);
  });
});
