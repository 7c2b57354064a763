// Switching adapter at runtime: the sidebar serves a table whose adapter knows more of the page than the built-in
// one. What was already on the page when the switch happened is history (never runs); a new answer runs once.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADAPTER_FORMAT, PAGE_RUNTIME_VERSION } from '../../bridge/protocol/adapters';
import type { AdaptersResource } from '../../bridge/protocol/adapters';
import type { AdapterHealth } from '../../bridge/protocol/types';
import { createHub } from '../../bridge/hub/createHub';
import type { Hub } from '../../bridge/hub/createHub';
import { FakeHost, hubTool } from '../../bridge/hub/test/fakeHost';
import { loadValidator } from '../../bridge/schema/validate';
import { defaultConfig } from '../loader/readConfig';
import { APP_ORIGIN, FrameSideTransport, PAGE_ORIGIN } from './test/frameSide';
import { demoAdapter } from '../adapters/demo';
import { startPageRuntime } from './startPageRuntime';
import type { PageRuntimeHandle } from './startPageRuntime';

const call = (id: number, path: string) =>
  `{"type": "function_call_start", "name": "read_file", "call_id": ${id}}\n` +
  `{"type": "parameter", "key": "path", "value": "${path}"}\n` +
  `{"type": "function_call_end", "call_id": ${id}}\n`;

/** Served for the demo page: it also reads `.reply` answers, which the built-in demo adapter does not know. */
const SERVED = {
  format: ADAPTER_FORMAT,
  version: 'abc123',
  sites: [
    {
      id: 'demo-served',
      fingerprint: ['textarea#chat-input'],
      editor: 'textarea',
      selectors: {
        input: 'textarea#chat-input',
        sendButton: 'button#send-button',
        assistantMessage: '.reply',
        codeBlock: 'pre code',
        streaming: '.reply[data-streaming="true"]',
        userMessage: '.message.user',
      },
    },
  ],
};

let host: FakeHost;
let hub: Hub;
let frame: HTMLIFrameElement;
let runtime: PageRuntimeHandle;
let resource: AdaptersResource = {};
const health: AdapterHealth[] = [];

function reply(text: string, streaming: boolean): HTMLElement {
  const message = document.createElement('div');
  message.className = 'reply';
  message.dataset.streaming = String(streaming);
  message.innerHTML = '<pre><code></code></pre>'; // test fixture markup only
  message.querySelector('code')!.textContent = text;
  document.querySelector('main')!.append(message);
  return message;
}

async function advanceUntil(check: () => boolean, maxMs = 10_000): Promise<void> {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > maxMs) throw new Error('timed out');
    await vi.advanceTimersByTimeAsync(50);
  }
}

// The hub loads ajv on its first call, a real file read that fake time can't advance: a loaded machine then
// let the waits below run out before the first call could run. Loaded here, the calls wait on nothing real.
beforeAll(() => loadValidator());

beforeEach(async () => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<main></main><textarea id="chat-input"></textarea><button id="send-button">Send</button>';
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('read_file')];
  resource = {};
  health.length = 0;
  Object.assign(host, {
    adapters: () => resource,
    onPageHealth: (_origin: string, h: AdapterHealth) => health.push(h),
  });
  hub = createHub(host);
  frame = document.createElement('iframe');
  document.body.append(frame);
  await hub.connect(new FrameSideTransport(frame.contentWindow!));
  reply(`Earlier:\n${call(1, '/old.txt')}`, false); // on the page before the switch
  runtime = startPageRuntime(defaultConfig(APP_ORIGIN), frame);
});

afterEach(async () => {
  runtime.stop();
  await hub.close();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('switching adapter at runtime', () => {
  it('uses the served adapter once it arrives, never runs what was on the page, runs a new answer once', async () => {
    await advanceUntil(() => host.pages.some((page) => page.info) && health.length > 0);
    expect(runtime.adapterId).toBe('demo');
    expect(host.pages.find((page) => page.info)?.info?.runtime).toBe(PAGE_RUNTIME_VERSION);
    expect(health.at(-1)).toMatchObject({ adapter: 'demo', source: 'built-in' });

    resource = { table: SERVED };
    hub.notifyAdaptersChanged();
    await advanceUntil(() => runtime.adapterId === 'demo-served');
    // Health tells the sidebar at once, not at the next periodic check.
    await advanceUntil(() => health.at(-1)?.adapter === 'demo-served', 500);
    expect(health.at(-1)).toMatchObject({ source: 'served', tableVersion: 'abc123' });

    await vi.advanceTimersByTimeAsync(1500); // the settle window of the new observer
    expect(host.executions).toEqual([]); // the call already on the page is history

    const message = reply('', true);
    await vi.advanceTimersByTimeAsync(20);
    message.querySelector('code')!.textContent = call(2, '/new.txt');
    await vi.advanceTimersByTimeAsync(20);
    message.dataset.streaming = 'false';
    await advanceUntil(() => host.executions.length === 1);
    expect(host.executions.map((e) => e.args)).toEqual([{ path: '/new.txt' }]);

    // The same data again changes nothing; a table the page refuses leaves the built-in adapter.
    hub.notifyAdaptersChanged();
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.executions).toHaveLength(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resource = { table: { ...SERVED, format: 0 } };
    hub.notifyAdaptersChanged();
    await advanceUntil(() => runtime.adapterId === 'demo');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/table format 0; this bookmarklet reads format 1/),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.executions).toHaveLength(1);
  });

  it('keeps the chat parts when the served copy of its adapter is the same data, and says it is served', async () => {
    await advanceUntil(() => health.length > 0);
    await vi.advanceTimersByTimeAsync(1500);
    document.querySelector<HTMLButtonElement>('#send-button')!.click(); // the user sends: a new answer may follow
    resource = { table: { ...SERVED, sites: [JSON.parse(JSON.stringify(demoAdapter)) as unknown] } };
    hub.notifyAdaptersChanged();
    await advanceUntil(() => health.at(-1)?.source === 'served', 500);
    expect(health.at(-1)).toMatchObject({ adapter: 'demo', tableVersion: 'abc123' });

    // Not rebuilt: the send above still counts, so a finished answer (never seen streaming) runs. A rebuilt
    // observer would take it for history.
    const message = document.createElement('div');
    message.className = 'message assistant';
    message.innerHTML = '<pre><code></code></pre>'; // test fixture markup only
    message.querySelector('code')!.textContent = call(3, '/same.txt');
    document.querySelector('main')!.append(message);
    await advanceUntil(() => host.executions.length === 1);
    expect(host.executions.map((e) => e.args)).toEqual([{ path: '/same.txt' }]);
  });

  it('keeps the served table when an answer comes without one (a reloaded sidebar still fetching it)', async () => {
    await advanceUntil(() => health.length > 0);
    resource = { table: SERVED };
    hub.notifyAdaptersChanged();
    await advanceUntil(() => runtime.adapterId === 'demo-served');
    const reports = health.length;
    resource = {};
    hub.notifyAdaptersChanged();
    await vi.advanceTimersByTimeAsync(3000);
    expect(runtime.adapterId).toBe('demo-served');
    expect(health.slice(reports).map((h) => h.source)).not.toContain('built-in');
  });
});
