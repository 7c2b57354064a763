// The whole loop on a demo-like chat page: the AI streams a call, the runtime runs it through the real hub,
// types the result into the input and sends it, once. A call that was on the page before start never runs.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHub } from '../../bridge/hub/createHub';
import type { Hub } from '../../bridge/hub/createHub';
import { FakeHost, hubTool } from '../../bridge/hub/test/fakeHost';
import { loadValidator } from '../../bridge/schema/validate';
import type { EmbedConfig } from '../types';
import { defaultConfig } from '../loader/readConfig';
import { APP_ORIGIN, FrameSideTransport, PAGE_ORIGIN } from './test/frameSide';
import { startPageRuntime } from './startPageRuntime';
import type { PageRuntimeHandle } from './startPageRuntime';

const call = (id: number, path: string) =>
  `{"type": "function_call_start", "name": "read_file", "call_id": ${id}}\n` +
  `{"type": "parameter", "key": "path", "value": "${path}"}\n` +
  `{"type": "function_call_end", "call_id": ${id}}\n`;

const config: EmbedConfig = defaultConfig(APP_ORIGIN);

/** Moves the fake clock on in small steps until `check` holds; gives up after `maxMs` of fake time. */
async function advanceUntil(check: () => boolean, maxMs = 10_000): Promise<void> {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > maxMs) throw new Error('timed out');
    await vi.advanceTimersByTimeAsync(50);
  }
}

let host: FakeHost;
let hub: Hub;
let frame: HTMLIFrameElement;
let runtime: PageRuntimeHandle | undefined;
let chat: HTMLElement;

function assistantMessage(text: string, streaming: boolean): { message: HTMLElement; code: HTMLElement } {
  const message = document.createElement('div');
  message.className = 'message assistant';
  message.dataset.streaming = String(streaming);
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = text;
  pre.append(code);
  message.append(pre);
  chat.append(message);
  return { message, code };
}

/** The demo chat's behaviour: send is enabled only with text; sending adds a user message and clears the input. */
function demoChat(): void {
  chat = document.createElement('main');
  const input = document.createElement('textarea');
  input.id = 'chat-input';
  const send = document.createElement('button');
  send.id = 'send-button';
  send.disabled = true;
  input.addEventListener('input', () => (send.disabled = !input.value.trim()));
  send.addEventListener('click', () => {
    const message = document.createElement('div');
    message.className = 'message user';
    message.textContent = input.value;
    chat.append(message);
    input.value = '';
    send.disabled = true;
  });
  document.body.append(chat, input, send);
}

const userMessages = () =>
  Array.from(document.querySelectorAll('.message.user')).map((m) => m.textContent ?? '');

// The hub loads ajv on its first call, a real file read that fake time can't advance: a loaded machine then
// let the waits below run out before the first call could run. Loaded here, the calls wait on nothing real.
beforeAll(() => loadValidator());

beforeEach(async () => {
  // Fake timers: the settle window, the submit delay and the reconnect run on the fake clock, so the test
  // moves time on instead of sleeping and a slow machine sees the same order of events.
  vi.useFakeTimers();
  sessionStorage.clear();
  demoChat();
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('read_file')];
  // Sending is off by default; these tests are about the runtime sending the result back.
  host.pageSettings = { ...host.pageSettings, autoSubmit: true, submitDelayMs: 10 };
  hub = createHub(host);
  frame = document.createElement('iframe');
  document.body.append(frame);
  await hub.connect(new FrameSideTransport(frame.contentWindow!));
  assistantMessage(`Earlier answer:\n${call(1, '/old.txt')}`, false); // already in the conversation
  runtime = startPageRuntime(config, frame);
});

afterEach(async () => {
  runtime?.stop();
  await hub.close();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('startPageRuntime', () => {
  it('runs a streamed call once through the hub and sends the result back into the chat', async () => {
    expect(runtime?.adapterId).toBe('demo');
    await vi.advanceTimersByTimeAsync(1200); // the settle window after start
    const { message, code } = assistantMessage('', true);
    const text = `Reading it now.\n${call(2, '/new.txt')}`;
    for (let at = 0; at < text.length; at += 17) {
      code.append(text.slice(at, at + 17));
      await vi.advanceTimersByTimeAsync(5);
    }
    message.dataset.streaming = 'false';

    await advanceUntil(() => userMessages().length === 1);
    expect(host.executions.map((e) => e.args)).toEqual([{ path: '/new.txt' }]);
    expect(userMessages()[0]).toContain('<function_result call_id="2" name="read_file" status="ok">');
    expect(userMessages()[0]).toContain('read_file ran with {"path":"/new.txt"}');
    expect(document.querySelector('[data-mcp-bridge-badge]')?.getAttribute('data-state')).toBe('done');

    await vi.advanceTimersByTimeAsync(5000); // nothing more happens: no second run, no second send
    expect(host.executions).toHaveLength(1);
    expect(userMessages()).toHaveLength(1);
  });

  it('connects again when the sidebar restarts, and runs the next call there', async () => {
    await vi.advanceTimersByTimeAsync(1200);
    await hub.close(); // the sidebar reloads: its hub stops...
    const restarted = new FakeHost();
    restarted.granted.add(PAGE_ORIGIN);
    restarted.toolList = [hubTool('read_file')];
    restarted.pageSettings = host.pageSettings;
    hub = createHub(restarted);
    await hub.connect(new FrameSideTransport(frame.contentWindow!)); // ...and a new one starts
    await vi.advanceTimersByTimeAsync(1500); // the runtime reconnects after a second

    const { message } = assistantMessage(call(3, '/after-restart.txt'), true);
    await vi.advanceTimersByTimeAsync(5); // seen streaming: a new answer, not history (no send on this page)
    message.dataset.streaming = 'false';
    await advanceUntil(() => userMessages().length === 1);
    expect(restarted.executions.map((e) => e.args)).toEqual([{ path: '/after-restart.txt' }]);
    expect(restarted.pages.some((page) => page.info?.adapter === 'demo')).toBe(true);
  });

  it('asks the next sidebar to read an answer that ended while the sidebar restarted, and runs it once', async () => {
    await vi.advanceTimersByTimeAsync(1200);
    const { message } = assistantMessage(call(4, '/during-restart.txt'), true);
    await vi.advanceTimersByTimeAsync(5);
    await hub.close(); // the sidebar reloads...
    message.dataset.streaming = 'false';
    await vi.advanceTimersByTimeAsync(300); // ...while the answer ends: its read finds no sidebar
    const restarted = new FakeHost();
    restarted.granted.add(PAGE_ORIGIN);
    restarted.toolList = [hubTool('read_file')];
    restarted.pageSettings = host.pageSettings;
    hub = createHub(restarted);
    await hub.connect(new FrameSideTransport(frame.contentWindow!));
    await advanceUntil(() => userMessages().length === 1);
    expect(restarted.executions.map((e) => e.args)).toEqual([{ path: '/during-restart.txt' }]);
    expect(host.executions).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(restarted.executions).toHaveLength(1);
  });
});
