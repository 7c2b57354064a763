// The page's hand-written MCP client against the real hub (bridge/hub, a real SDK server) over the
// postMessage envelope of @mcp-b/transports: handshake, listing, settings, calls, grants and the hub's requests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHub } from '../../bridge/hub/createHub';
import type { Hub } from '../../bridge/hub/createHub';
import { FakeHost, hubTool } from '../../bridge/hub/test/fakeHost';
import { loadValidator } from '../../bridge/schema/validate';
import type { EmbedConfig } from '../types';
import { defaultConfig } from '../loader/readConfig';
import { connectHub } from './hubClient';
import type { HubClient, PageActions } from './hubClient';
import { APP_ORIGIN, FrameSideTransport, PAGE_ORIGIN } from './test/frameSide';

const config: EmbedConfig = {
  ...defaultConfig(APP_ORIGIN),
  adapter: 'demo',
  settingsDefaults: { submitDelayMs: 50 },
};

const actions: PageActions & { inserted: string[] } = {
  inserted: [],
  async insertText({ text }) {
    actions.inserted.push(text);
    return { ok: true };
  },
  attachFile: async () => ({ ok: false, error: 'no file input' }),
  submit: async () => ({ ok: true }),
  health: () => ({ adapter: 'demo', found: ['input'], missing: [] }),
};

/** Moves the fake clock on in small steps until `check` holds; gives up after `maxMs` of fake time. */
async function until(check: () => boolean, maxMs = 3000): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > maxMs) throw new Error('timed out');
    await vi.advanceTimersByTimeAsync(10);
  }
}

let host: FakeHost;
let hub: Hub;
let client: HubClient;
let windowGone = false;
const errors: string[] = [];

beforeEach(async () => {
  // The hub loads ajv with a dynamic import on its first check, which takes real time the fake clock below does
  // not drive; loaded here, `until` counts fake time for the call alone (a cold load timed out once under load).
  await loadValidator();
  // Fake timers: keep-alives, the tool's own work and the sidebar watch run on the fake clock, so the test
  // moves time on instead of sleeping, and a slow machine sees the same order of events.
  vi.useFakeTimers();
  errors.length = 0;
  actions.inserted.length = 0;
  host = new FakeHost();
  host.toolList = [hubTool('read_file')];
  hub = createHub(host, { keepAliveMs: 50 });
  const frame = document.createElement('iframe');
  document.body.append(frame);
  await hub.connect(new FrameSideTransport(frame.contentWindow!));
  windowGone = false;
  // Browsers null a removed frame's contentWindow (and set a popup's `closed`); jsdom does neither.
  const target = {
    get contentWindow() {
      return windowGone ? null : frame.contentWindow;
    },
  };
  client = connectHub(config, target, actions, { onConnectionError: (message) => errors.push(message) });
});

afterEach(async () => {
  client?.close();
  await hub.close();
  document.body.replaceChildren();
  vi.useRealTimers();
});

const meta = (callId: string) => ({ key: `/c|${callId}|x`, callId, conversation: '/c' });

describe('connectHub with the real hub', () => {
  it('introduces the page and reads tools and settings once granted', async () => {
    host.granted.add(PAGE_ORIGIN);
    host.pageSettings = { ...host.pageSettings, attachThresholdChars: 1234 };
    await until(() => client.granted() && client.settings().attachThresholdChars === 1234);
    expect(client.tools()).toEqual([{ name: 'read_file', description: 'The read_file tool' }]);
    expect(
      host.pages.some(
        (page) => page.info?.adapter === 'demo' && page.info.settingsDefaults?.submitDelayMs === 50,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('is "not allowed yet" until the user grants the site, then lists again on list_changed', async () => {
    await expect(client.callTool('read_file', { path: '/a' }, meta('1'))).rejects.toMatchObject({
      code: -32010,
    });
    expect(client.granted()).toBe(false);
    expect(host.executions).toEqual([]);
    host.granted.add(PAGE_ORIGIN);
    hub.notifyToolsChanged();
    await until(() => client.granted());
    expect(client.tools().map((tool) => tool.name)).toEqual(['read_file']);
    expect(errors).toEqual([]); // "not allowed yet" is a state, not a connection problem
  });

  it('calls a tool with the call meta, through an approval that takes a while, with progress', async () => {
    host.granted.add(PAGE_ORIGIN);
    host.toolList = [hubTool('read_file', { policy: 'ask' })];
    let finishWork!: () => void;
    const work = new Promise<void>((resolve) => (finishWork = resolve));
    host.executor = async (_tool, args, _signal, onProgress) => {
      onProgress({ progress: 1, total: 2, message: 'half way' });
      await work; // the tool's own work, ended by the test below
      return { content: [{ type: 'text', text: `read ${String(args.path)}` }] };
    };
    const progress: string[] = [];
    const pending = client.callTool('read_file', { path: '/notes.txt' }, meta('1'), (p) =>
      progress.push(p.message ?? ''),
    );
    await until(() => host.approvals.length === 1);
    expect(host.approvals[0]!.call.meta).toEqual(meta('1'));
    await vi.advanceTimersByTimeAsync(200); // several keep-alive periods: the page still waits
    host.approvals[0]!.decide(true);
    finishWork();
    await expect(pending).resolves.toMatchObject({ content: [{ type: 'text', text: 'read /notes.txt' }] });
    // Heartbeats kept the request alive while it waited, and carried the status lines.
    expect(progress.filter((message) => /approval/i.test(message)).length).toBeGreaterThan(1);
    expect(progress.some((message) => message.includes('half way'))).toBe(true);
  });

  it('re-reads the settings when the hub says they changed', async () => {
    host.granted.add(PAGE_ORIGIN);
    await until(() => client.granted());
    await vi.advanceTimersByTimeAsync(50); // let the subscription land
    host.pageSettings = { ...host.pageSettings, autoSubmit: false };
    hub.notifySettingsChanged();
    await until(() => client.settings().autoSubmit === false);
  });

  it("answers the hub's page requests through the page actions", async () => {
    host.granted.add(PAGE_ORIGIN);
    await until(() => client.granted());
    await expect(hub.page.insertText({ text: 'instructions' })).resolves.toEqual({ ok: true });
    expect(actions.inserted).toEqual(['instructions']);
    await expect(hub.page.health()).resolves.toEqual({ adapter: 'demo', found: ['input'], missing: [] });
    await expect(
      hub.page.attachFile({ name: 'a.md', mimeType: 'text/markdown', text: 'x' }),
    ).resolves.toEqual({
      ok: false,
      error: 'no file input',
    });
  });

  it('fails pending calls and reports it when the sidebar goes away', async () => {
    host.granted.add(PAGE_ORIGIN);
    host.toolList = [hubTool('read_file', { policy: 'ask' })];
    const pending = client.callTool('read_file', { path: '/a' }, meta('9'));
    await until(() => host.approvals.length === 1);
    await hub.close();
    await expect(pending).rejects.toThrow(/closed/);
    expect(errors.some((message) => /closed/.test(message))).toBe(true);
  });

  it('fails pending calls when the sidebar window disappears without a word', async () => {
    host.granted.add(PAGE_ORIGIN);
    host.toolList = [hubTool('read_file', { policy: 'ask' })];
    const pending = client.callTool('read_file', { path: '/a' }, meta('10'));
    await until(() => host.approvals.length === 1);
    windowGone = true;
    const failed = expect(pending).rejects.toThrow(/closed/);
    await vi.advanceTimersByTimeAsync(1000); // the page checks the sidebar window once a second
    await failed;
  });
});
