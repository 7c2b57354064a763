import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withChatText } from '../../bridge/format';
import { parseResults } from '../../bridge/format/parseResults';
import { ERROR_CODES, PAGE_SOURCE_META_KEY } from '../../bridge/protocol/constants';
import { DEFAULT_PAGE_SETTINGS } from '../../bridge/protocol/settings';
import type { CallMeta, PageSettings } from '../../bridge/protocol/types';
import { demoAdapter } from '../adapters/demo';
import { createCallRunner } from './callRunner';
import type { ToolCaller, ToolResult } from './callRunner';
import { createChatSurface } from './chatSurface';
import type { ChatSurface } from './chatSurface';
import type { DetectedCall } from './observer';

/** A minimal chat like the demo page: send is enabled only with text; sending adds a user message. */
function fakeChat(): { input: HTMLTextAreaElement; send: HTMLButtonElement; sent: string[] } {
  const input = document.createElement('textarea');
  input.id = 'chat-input';
  const send = document.createElement('button');
  send.id = 'send-button';
  send.disabled = true;
  const sent: string[] = [];
  input.addEventListener('input', () => (send.disabled = !input.value.trim()));
  send.addEventListener('click', () => {
    const message = document.createElement('div');
    message.className = 'message user';
    message.textContent = input.value;
    document.body.append(message);
    sent.push(input.value);
    input.value = '';
    send.disabled = true;
  });
  document.body.append(input, send);
  return { input, send, sent };
}

function completeCall(callId: string, name: string, params: Record<string, unknown> = {}): DetectedCall {
  const block = document.createElement('pre');
  document.body.append(block);
  return {
    key: `/c|${callId}`,
    block,
    turn: 't1',
    scan: { kind: 'complete', call: { callId, name, params, format: 'jsonl' }, start: 0, end: 1 },
  };
}

function fakeHub(
  respond: (name: string, args: Record<string, unknown>) => Promise<ToolResult>,
  settings: Partial<PageSettings> = {},
): ToolCaller & { calls: Array<{ name: string; meta: CallMeta }> } {
  const calls: Array<{ name: string; meta: CallMeta }> = [];
  return {
    calls,
    // The agent loop's settings (the product's defaults start with sending off).
    settings: () => ({ ...DEFAULT_PAGE_SETTINGS, autoSubmit: true, submitDelayMs: 0, ...settings }),
    // As the hub answers a chat's call: with the result's chat text (bridge/format/toolResult.ts).
    callTool: (name, args, meta) => {
      calls.push({ name, meta });
      return respond(name, args).then(withChatText);
    },
  };
}

const text = (value: string): ToolResult => ({ content: [{ type: 'text', text: value }] });
/** jsdom's File lacks arrayBuffer(); FileReader reads it. */
const bytesOf = (file: File) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(file);
  });
const badgeStates = () =>
  Array.from(document.querySelectorAll('[data-mcp-bridge-badge]')).map((b) => b.getAttribute('data-state'));

let surface: ChatSurface;

beforeEach(() => {
  // Fake timers: the surface polls the page and the runner waits its delays on a clock the test runs.
  vi.useFakeTimers();
  document.body.replaceChildren();
  surface = createChatSurface(demoAdapter, document, { enableWaitMs: 500, verifyWaitMs: 500, pollMs: 10 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the calls, moving the fake clock on until the write-back is over. */
async function runToEnd(run: Promise<void>): Promise<void> {
  await vi.runAllTimersAsync();
  await run;
}

function runner(hub: ToolCaller, chatSurface = surface) {
  const calls = createCallRunner({ hub: () => hub, surface: chatSurface, conversation: () => '/c' });
  return { run: (detected: DetectedCall[]) => runToEnd(calls.run(detected)) };
}

describe('createCallRunner', () => {
  it('writes a page tool\'s answer back marked source="page", and a server\'s unmarked', async () => {
    const chat = fakeChat();
    const hub = fakeHub(async (name) =>
      name === 'page_tool'
        ? { ...text('from the page'), _meta: { [PAGE_SOURCE_META_KEY]: 'page' } }
        : text('from a server'),
    );
    await runner(hub).run([completeCall('1', 'page_tool'), completeCall('2', 'server_tool')]);
    expect(chat.sent[0]).toContain(
      '<function_result call_id="1" name="page_tool" status="ok" source="page">',
    );
    expect(parseResults(chat.sent[0] ?? '').map((r) => [r.name, r.source])).toEqual([
      ['page_tool', 'page'],
      ['server_tool', undefined],
    ]);
  });

  it('runs calls concurrently, keeps call order, and submits once', async () => {
    const chat = fakeChat();
    const started: string[] = [];
    let fastDone!: () => void;
    const fastFinished = new Promise<void>((resolve) => (fastDone = resolve));
    const hub = fakeHub(async (name) => {
      started.push(name);
      if (name === 'slow')
        await fastFinished; // the first call finishes last
      else fastDone();
      return text(`${name} says hi`);
    });
    await runner(hub).run([completeCall('1', 'slow'), completeCall('2', 'fast')]);

    expect(started).toEqual(['slow', 'fast']);
    expect(hub.calls.map((c) => c.meta)).toEqual([
      { key: '/c|1', callId: '1', conversation: '/c', turn: 't1' },
      { key: '/c|2', callId: '2', conversation: '/c', turn: 't1' },
    ]);
    expect(chat.sent).toHaveLength(1);
    const message = chat.sent[0]!;
    expect(message.indexOf('slow says hi')).toBeLessThan(message.indexOf('fast says hi'));
    expect(message).toContain('call_id="1" name="slow" status="ok"');
    expect(badgeStates()).toEqual(['done', 'done']);
  });

  it('turns a malformed call, a tool error and a transport failure into error results', async () => {
    const chat = fakeChat();
    const malformed: DetectedCall = {
      key: 'm',
      block: document.body.appendChild(document.createElement('pre')),
      turn: 't1',
      scan: {
        kind: 'malformed',
        callId: '3',
        name: 'broken',
        error: 'parameter line is not valid JSON',
        start: 0,
        end: 1,
      },
    };
    const hub = fakeHub(async (name) => {
      if (name === 'gone') throw new Error('The sidebar connection closed.');
      return { content: [{ type: 'text', text: 'no such file' }], isError: true };
    });
    await runner(hub).run([completeCall('1', 'read_file'), completeCall('2', 'gone'), malformed]);

    expect(hub.calls.map((c) => c.name)).toEqual(['read_file', 'gone']); // the malformed one is never sent
    const message = chat.sent[0]!;
    expect(message).toContain('call_id="1" name="read_file" status="error"');
    expect(message).toContain('The sidebar connection closed.');
    expect(message).toContain('call_id="3" name="broken" status="error"');
    expect(message).toContain('Malformed tool call: parameter line is not valid JSON');
    expect(badgeStates()).toEqual(['error', 'error', 'error']);
  });

  it('attaches long results as a file and types a short line instead', async () => {
    const chat = fakeChat();
    const attached: File[] = [];
    const withAttach: ChatSurface = {
      ...surface,
      attachFile: async (file) => {
        attached.push(file);
        return { ok: true };
      },
    };
    const hub = fakeHub(async () => text('x'.repeat(500)), { attachThresholdChars: 100 });
    await runner(hub, withAttach).run([completeCall('7', 'read_file')]);

    expect(attached.map((f) => [f.name, f.type])).toEqual([['mcp-results-7.md', 'text/markdown']]);
    expect(await attached[0]!.text()).toContain('x'.repeat(500));
    expect(chat.sent).toEqual(['Results of read_file #7 are in the attached file mcp-results-7.md.']);
  });

  it('attaches image content as files before typing the text, which keeps a placeholder', async () => {
    const chat = fakeChat();
    const order: string[] = [];
    const withAttach: ChatSurface = {
      ...surface,
      attachFile: async (file) => {
        order.push(`attach ${file.name} ${file.type} ${Array.from(await bytesOf(file)).join(',')}`);
        return { ok: true };
      },
      insertText: async (value) => {
        order.push('insert');
        return surface.insertText(value);
      },
    };
    const hub = fakeHub(async () => ({
      content: [
        { type: 'text', text: 'a chart' },
        { type: 'image', data: btoa(String.fromCharCode(137, 80, 78, 71)), mimeType: 'image/png' },
        { type: 'image', data: '%%not base64%%', mimeType: 'image/png' },
        { type: 'image', data: btoa('GIF'), mimeType: 'image/jpeg' },
      ],
    }));
    await runner(hub, withAttach).run([completeCall('4', 'plot')]);

    expect(order).toEqual([
      'attach plot-4-1.png image/png 137,80,78,71',
      'attach plot-4-2.jpeg image/jpeg 71,73,70',
      'insert',
    ]);
    expect(chat.sent[0]).toContain('a chart');
    expect(chat.sent[0]).toMatch(/\[image image\/png/);
  });

  it('writes structured content as JSON only when no text block carries it (as the sidebar copies it)', async () => {
    const chat = fakeChat();
    const hub = fakeHub(async (name) =>
      name === 'bare'
        ? { content: [], structuredContent: { n: 2 } }
        : { content: [{ type: 'text', text: 'two items' }], structuredContent: { n: 2 } },
    );
    await runner(hub).run([completeCall('1', 'bare'), completeCall('2', 'texted')]);
    expect(parseResults(chat.sent[0]!).map((r) => r.text)).toEqual(['{\n  "n": 2\n}', 'two items']);
  });

  it('asks the hub to focus the call when its badge is clicked', async () => {
    fakeChat();
    const focused: string[] = [];
    const hub = { ...fakeHub(async () => text('ok')), focusCall: (key: string) => focused.push(key) };
    const clicks: Array<() => void> = [];
    const badge = { set: () => {}, remove: () => {} };
    const withBadges = createCallRunner({
      hub: () => hub,
      surface,
      conversation: () => '/c',
      badge: (_block, _label, onClick) => (onClick && clicks.push(onClick), badge),
    });
    await runToEnd(withBadges.run([completeCall('1', 'a'), completeCall('2', 'b')]));
    clicks[1]?.();
    expect(focused).toEqual(['/c|2']);
  });

  it('does not run or write anything while the site is not granted', async () => {
    const chat = fakeChat();
    const notGranted = Object.assign(new Error('not granted'), { code: ERROR_CODES.originNotGranted });
    const hub = fakeHub(async () => Promise.reject(notGranted));
    await runner(hub).run([completeCall('1', 'read_file')]);
    expect(chat.input.value).toBe('');
    expect(chat.sent).toEqual([]);
    expect(badgeStates()).toEqual(['not-allowed']);
  });

  it('inserts without sending when auto-submit is off, and does nothing when auto-insert is off', async () => {
    const chat = fakeChat();
    await runner(fakeHub(async () => text('one'), { autoSubmit: false })).run([completeCall('1', 'a')]);
    expect(chat.input.value).toContain('one');
    expect(chat.sent).toEqual([]);
    chat.input.value = '';
    await runner(fakeHub(async () => text('two'), { autoInsert: false })).run([completeCall('2', 'b')]);
    expect(chat.input.value).toBe('');
  });

  it('reports a send button that never enables', async () => {
    const chat = fakeChat();
    chat.input.addEventListener('input', () => (chat.send.disabled = true)); // the site keeps it disabled
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await runner(fakeHub(async () => text('ok'))).run([completeCall('1', 'a')]);
    expect(chat.sent).toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[MCP Multi Bridge\] Could not send the results/);
    expect(badgeStates()).toEqual(['error']);
  });
});

describe('a result and its conversation', () => {
  it('is not written into another chat the user opened while the tool ran', async () => {
    const chat = fakeChat();
    let conversation = '/c';
    let finish!: () => void;
    const hub = fakeHub(() => new Promise((resolve) => (finish = () => resolve(text('late result')))));
    const calls = createCallRunner({ hub: () => hub, surface, conversation: () => conversation });
    const run = calls.run([completeCall('1', 'slow')]);
    await vi.advanceTimersByTimeAsync(0);
    conversation = '/other-chat';
    finish();
    await runToEnd(run);

    expect(chat.input.value).toBe('');
    expect(chat.sent).toEqual([]);
    expect(badgeStates()).toEqual(['error']);
  });

  it('is written and sent when the chat stays the same (the control)', async () => {
    const chat = fakeChat();
    await runner(fakeHub(async () => text('same chat'))).run([completeCall('1', 'quick')]);
    expect(chat.sent).toHaveLength(1);
    expect(chat.sent[0]).toContain('same chat');
  });
});
