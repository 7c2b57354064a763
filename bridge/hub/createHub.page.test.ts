// What the page reads from the hub (instructions, settings, page info) and what the sidebar asks of the page.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import {
  HUB_METHODS,
  INSTRUCTIONS_PROMPT,
  PAGE_EXTENSION,
  PAGE_METHODS,
  SETTINGS_URI,
} from '../protocol/constants';
import { renderResults } from '../format/renderResult';
import { readyScans } from '../format/scanCalls';
import { deriveSelectors } from '../teach/derive';
import { ADAPTERS_URI } from '../protocol/adapters';
import type { AdaptersResource, DeriveParams } from '../protocol/adapters';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, until } from './test/fakeHost';

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(() => {
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [
    hubTool('read_file', { description: 'Read a file from disk' }),
    hubTool('delete_file', { policy: 'off' }),
  ];
  hub = createHub(host);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

describe('what the page reads', () => {
  beforeEach(async () => {
    page = await connectPage(hub);
  });

  it('advertises the page extension and the capabilities it serves', () => {
    const capabilities = page.getServerCapabilities();
    expect(capabilities?.extensions?.[PAGE_EXTENSION]).toEqual({});
    expect(capabilities?.tools?.listChanged).toBe(true);
    expect(capabilities?.resources?.subscribe).toBe(true);
    expect(capabilities?.prompts).toBeDefined();
  });

  it('renders the instructions prompt over the enabled tools and the custom instructions', async () => {
    host.custom = 'Always answer in French.';
    const { prompts } = await page.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([INSTRUCTIONS_PROMPT]);
    const prompt = await page.getPrompt({ name: INSTRUCTIONS_PROMPT });
    const message = prompt.messages[0]!;
    expect(message.content.type).toBe('text');
    const text = message.content.type === 'text' ? message.content.text : '';
    expect(text).toContain('read_file');
    expect(text).toContain('Read a file from disk');
    expect(text).toContain('Always answer in French.');
    expect(text).not.toContain('delete_file');
  });

  it('refuses an unknown prompt', async () => {
    await expect(page.getPrompt({ name: 'other' })).rejects.toThrow(/Unknown prompt "other"/);
  });

  it('serves the settings as a JSON resource and tells subscribers when they change', async () => {
    const { resources } = await page.listResources();
    expect(resources.map((r) => r.uri)).toEqual([SETTINGS_URI, ADAPTERS_URI]);
    const read = await page.readResource({ uri: SETTINGS_URI });
    const first = read.contents[0]!;
    expect('text' in first ? JSON.parse(first.text) : undefined).toEqual(host.pageSettings);

    const updated: string[] = [];
    page.setNotificationHandler('notifications/resources/updated', (n) => {
      updated.push(n.params.uri);
    });
    hub.notifySettingsChanged();
    await page.ping(); // messages arrive in order: an update sent before the pong would be here by now
    expect(updated).toEqual([]);

    await page.subscribeResource({ uri: SETTINGS_URI });
    host.pageSettings = { ...host.pageSettings, autoSubmit: false };
    hub.notifySettingsChanged();
    await until(() => updated.length === 1, 'the settings update');
    const again = await page.readResource({ uri: SETTINGS_URI });
    const second = again.contents[0]!;
    expect('text' in second ? JSON.parse(second.text).autoSubmit : undefined).toBe(false);

    await page.unsubscribeResource({ uri: SETTINGS_URI });
    hub.notifySettingsChanged();
    await page.ping();
    expect(updated).toHaveLength(1);
  });

  it('serves the adapters to a page that is not granted, for its own origin, and tells subscribers', async () => {
    host.granted.clear();
    const asked: string[] = [];
    let resource: AdaptersResource = { table: { format: 1, version: 'a', sites: [] } };
    Object.assign(host, {
      adapters: (origin: string) => {
        asked.push(origin);
        return resource;
      },
    });
    const read = async () => {
      const content = (await page.readResource({ uri: ADAPTERS_URI })).contents[0]!;
      return 'text' in content ? (JSON.parse(content.text) as AdaptersResource) : undefined;
    };
    expect(await read()).toEqual(resource);
    // The origin is the transport's, so a page only ever gets its own host's taught entry.
    expect(asked).toEqual([PAGE_ORIGIN]);
    // Tools stay gated: reading adapters grants nothing.
    await expect(page.listTools()).rejects.toThrow();

    const updated: string[] = [];
    page.setNotificationHandler('notifications/resources/updated', (n) => {
      updated.push(n.params.uri);
    });
    await page.subscribeResource({ uri: ADAPTERS_URI });
    resource = {
      ...resource,
      taught: { host: 'chat.example', selectors: {}, editor: 'auto', savedAt: 'now' },
    };
    hub.notifyAdaptersChanged();
    hub.notifySettingsChanged(); // not subscribed: sends nothing
    await until(() => updated.length === 1, 'the adapters update');
    await page.ping();
    expect(updated).toEqual([ADAPTERS_URI]);
    expect((await read())?.taught?.host).toBe('chat.example');
  });

  it('refuses unknown resources', async () => {
    await expect(page.readResource({ uri: 'file:///etc/passwd' })).rejects.toThrow(/Unknown resource/);
  });

  it('tells the page when the tool list changes', async () => {
    let changed = 0;
    page.setNotificationHandler('notifications/tools/list_changed', () => {
      changed++;
    });
    hub.notifyToolsChanged();
    await until(() => changed === 1, 'tools/list_changed');
  });

  it('passes validated page info to the host with the transport origin', async () => {
    const info = {
      adapter: 'chatgpt',
      title: 'ChatGPT',
      suggestedServers: [{ name: 'docs', url: 'https://docs.example/mcp' }],
      settingsDefaults: { autoSubmit: false },
    };
    await page.request({ method: HUB_METHODS.pageInfo, params: info }, z.object({}));
    expect(host.pages.at(-1)).toEqual({ origin: PAGE_ORIGIN, info });
    await expect(
      page.request({ method: HUB_METHODS.pageInfo, params: { adapter: 42 } }, z.object({})),
    ).rejects.toThrow(/Invalid params/);
  });
});

describe("reading the page's code blocks for calls", () => {
  beforeEach(async () => {
    page = await connectPage(hub);
  });
  const scanned = z.object({ scans: z.array(z.array(z.looseObject({ kind: z.string() }))) });
  const scan = (texts: unknown) =>
    page.request({ method: HUB_METHODS.scanCalls, params: { texts } }, scanned);

  it('answers each text with its finished calls, for a page that is not granted too', async () => {
    host.granted.clear();
    const texts = [
      '{"type":"function_call_start","name":"read_file","call_id":1}\n{"type":"function_call_end","call_id":1}',
      '<invoke name="search"><parameter name="q">x</parameter></invoke>\n{"type":"function_call_start"}\n{"type":"function_call_end"}',
      '{"type":"function_call_start","name":"cut mid',
    ];
    expect(await scan(texts)).toEqual({ scans: texts.map(readyScans) });
    expect((await scan(texts)).scans.map((found) => found.map((s) => s.kind))).toEqual([
      ['complete'],
      ['complete', 'malformed'],
      [],
    ]);
    // Reading grants nothing.
    await expect(page.listTools()).rejects.toThrow();
  });

  it.each([
    ['a text that is not a string', [42]],
    ['more texts than a message holds', Array.from({ length: 257 }, () => 'x')],
    ['a text past 4 MB', ['x'.repeat(4_000_001)]],
  ])('refuses %s', async (_label, texts) => {
    await expect(scan(texts)).rejects.toThrow(/Invalid params/);
  });
});

describe("deriving selectors from the picker's summaries", () => {
  beforeEach(async () => {
    page = await connectPage(hub);
  });
  const derived = z.looseObject({});
  const derive = (params: unknown) =>
    page.request({ method: HUB_METHODS.deriveSelectors, params: params as Record<string, unknown> }, derived);
  const el = (tag: string, attributes: [string, string][] = []) => ({
    tag,
    id: null,
    classes: [],
    attributes,
  });
  const chain = [el('button', [['data-testid', 'send']]), el('form'), el('body'), el('html')];

  it('answers with bridge/teach, for a page that is not granted too', async () => {
    host.granted.clear();
    const asked: DeriveParams[] = [
      { kind: 'one', chain },
      { kind: 'root', chain, reasoning: [-1, -1, -1, -1] },
      { kind: 'messages', chain, exclude: [el('div')] },
    ];
    for (const params of asked) expect(await derive(params)).toEqual(deriveSelectors(params));
    expect((await derive(asked[0]!)).selectors).toContain('[data-testid="send"]');
    await expect(page.listTools()).rejects.toThrow();
  });

  it.each([
    ['an empty chain', { kind: 'one', chain: [] }],
    ['a kind it does not know', { kind: 'everything', chain }],
    [
      'an attribute value past the summary bound',
      { kind: 'one', chain: [el('p', [['title', 'x'.repeat(61)]])] },
    ],
    ['a root question without the reasoning', { kind: 'root', chain }],
  ])('refuses %s', async (_label, params) => {
    await expect(derive(params)).rejects.toThrow(/Invalid params/);
  });
});

describe('reading the results the user pasted', () => {
  beforeEach(async () => {
    page = await connectPage(hub);
  });
  const read = (text: unknown) =>
    page.request(
      { method: HUB_METHODS.readResults, params: { text } },
      z.object({ callIds: z.array(z.string()) }),
    );

  it('answers the call ids of the results in the text, for a page that is not granted too', async () => {
    host.granted.clear();
    const text = `Here:\n${renderResults([
      { callId: '12', name: 'read_file', text: 'a', isError: false },
      { callId: '13', name: 'search', text: '<\\/function_result>', isError: true },
    ])}`;
    expect(await read(text)).toEqual({ callIds: ['12', '13'] });
    expect(await read('<function_result call_id="1"> never closed')).toEqual({ callIds: [] });
    await expect(read(42)).rejects.toThrow(/Invalid params/);
  });
});

describe('what the sidebar asks of the page', () => {
  it('inserts text through the page client and returns its answer', async () => {
    const inserted: unknown[] = [];
    page = await connectPage(hub, PAGE_ORIGIN, (client) => {
      client.setRequestHandler(
        PAGE_METHODS.insertText,
        { params: z.object({ text: z.string(), submit: z.boolean().optional() }) },
        (params) => {
          inserted.push(params);
          return { ok: true };
        },
      );
      client.setRequestHandler(PAGE_METHODS.submit, { params: z.object({}) }, () => ({
        ok: false,
        error: 'Send button not found',
      }));
      client.setRequestHandler(PAGE_METHODS.health, { params: z.object({}) }, () => ({
        adapter: 'generic',
        found: ['input'],
        missing: ['sendButton'],
      }));
    });
    await page.ping();
    await expect(hub.page.insertText({ text: 'hello', submit: true })).resolves.toEqual({ ok: true });
    expect(inserted).toEqual([{ text: 'hello', submit: true }]);
    await expect(hub.page.submit()).resolves.toEqual({ ok: false, error: 'Send button not found' });
    await expect(hub.page.health()).resolves.toEqual({
      adapter: 'generic',
      found: ['input'],
      missing: ['sendButton'],
    });
  });

  it('rejects a page answer of the wrong shape', async () => {
    page = await connectPage(hub, PAGE_ORIGIN, (client) => {
      client.setRequestHandler(PAGE_METHODS.attachFile, { params: z.object({}).loose() }, () => ({
        ok: 'yes',
      }));
    });
    await page.ping();
    await expect(
      hub.page.attachFile({ name: 'result.md', mimeType: 'text/markdown', text: '# hi' }),
    ).rejects.toThrow();
  });

  it('says clearly when no page is connected', async () => {
    page = await connectPage(hub);
    await page.close();
    await until(() => hub.connectedOrigin() === undefined, 'the page to go away');
    await expect(hub.page.insertText({ text: 'x' })).rejects.toThrow(/No chat page is connected/);
  });

  it('serves one page at a time: a new transport replaces the old one', async () => {
    const first = await connectPage(hub);
    let firstClosed = false;
    first.onclose = () => {
      firstClosed = true;
    };
    page = await connectPage(hub, 'https://second.example');
    await until(() => firstClosed, 'the first page to be closed');
    await page.ping();
    expect(hub.connectedOrigin()).toBe('https://second.example');
    await expect(page.listTools()).rejects.toThrow(/https:\/\/second\.example/);
  });
});
