// The runtime on the real demo chat page (its markup, controlled input and streaming), with the real hub:
// the scripted assistant streams a call, the runtime runs it once, sends the result, and the assistant answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const WORKSPACE = '/srv/demo/workspace';
const template = readFileSync(join(__dirname, '../../demo/chat/index.html'), 'utf8');

const config: EmbedConfig = defaultConfig(APP_ORIGIN);

let host: FakeHost;
let hub: Hub;
let runtime: PageRuntimeHandle | undefined;

async function loadDemoPage(): Promise<void> {
  // Test setup only: the runtime itself never writes HTML strings.
  document.documentElement.innerHTML = template.replace(
    '<!-- demo:head -->',
    `<script type="application/json" id="demo-config">${JSON.stringify({ workspacePath: WORKSPACE, seed: 3 })}</script>`,
  );
  vi.resetModules();
  await import('../../demo/chat/main');
}

const userMessages = () =>
  Array.from(document.querySelectorAll('.message.user')).map((m) => m.textContent ?? '');

async function advanceUntil(check: () => boolean, maxMs = 120_000): Promise<void> {
  for (let waited = 0; !check(); waited += 250) {
    if (waited > maxMs) throw new Error('timed out');
    await vi.advanceTimersByTimeAsync(250);
  }
}

// The hub loads ajv on its first call, a real file read that fake time can't advance: a loaded machine then
// let the waits below run out before the first call could run. Loaded here, the calls wait on nothing real.
beforeAll(() => loadValidator());

beforeEach(async () => {
  vi.useFakeTimers();
  sessionStorage.clear();
  await loadDemoPage();
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('list_directory'), hubTool('read_file')];
  // Sending is off by default; the demo page's embed config turns the agent loop on, as here.
  host.pageSettings = { ...host.pageSettings, autoSubmit: true, agentMode: true };
  hub = createHub(host);
  const frame = document.createElement('iframe');
  document.body.append(frame);
  await hub.connect(new FrameSideTransport(frame.contentWindow!));
  runtime = startPageRuntime(config, frame);
});

afterEach(async () => {
  runtime?.stop();
  await hub.close();
  vi.useRealTimers();
});

describe('the page runtime on the demo chat', () => {
  it('runs the streamed call once, sends the result, and lets the assistant continue', async () => {
    expect(runtime?.adapterId).toBe('demo');
    await vi.advanceTimersByTimeAsync(1500);
    const input = document.querySelector<HTMLTextAreaElement>('#chat-input')!;
    input.value = 'What files are there?';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

    await advanceUntil(() => userMessages().length === 2);
    expect(host.executions.map((e) => [e.tool.name, e.args])).toEqual([
      ['list_directory', { path: WORKSPACE }],
    ]);
    expect(userMessages()[1]).toContain('name="list_directory" status="ok"');
    expect(document.querySelector('[data-mcp-bridge-badge]')?.getAttribute('data-state')).toBe('done');

    // The assistant answers the result; nothing runs or sends again.
    const assistants = () => document.querySelectorAll('.message.assistant[data-streaming="false"]').length;
    await advanceUntil(() => assistants() === 2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(host.executions).toHaveLength(1);
    expect(userMessages()).toHaveLength(2);
  });
});
