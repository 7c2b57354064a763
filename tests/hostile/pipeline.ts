// The whole path an AI-written text takes, in jsdom on the fake clock: a chat page (chatPage.ts) -> the page
// runtime as the bookmarklet starts it (startPageRuntime: the observer, dedup in sessionStorage, the call
// runner, the chat surface, and the page's own MCP client hubClient.ts over jsonRpcPeer.ts and
// IframeParentTransport) -> the postMessage envelope -> the real hub (coercion, gate, policies) -> a fake host
// that only records what it would run. Test files using it need `// @vitest-environment jsdom`.
import { vi } from 'vitest';
import { parseResults } from '../../bridge/format/parseResults';
import { scanCalls } from '../../bridge/format/scanCalls';
import type { CallScan, ChatResult } from '../../bridge/format';
import { writeCall } from '../../bridge/format/testCalls';
import { createHub } from '../../bridge/hub/createHub';
import type { Hub } from '../../bridge/hub/createHub';
import { FakeHost, hubTool } from '../../bridge/hub/test/fakeHost';
import { loadValidator } from '../../bridge/schema/validate';
import { CALL_META_KEY } from '../../bridge/protocol/constants';
import { APP_ORIGIN, FrameSideTransport, PAGE_ORIGIN } from '../../embed/runtime/test/frameSide';
import { startPageRuntime } from '../../embed/runtime/startPageRuntime';
import type { PageRuntimeHandle } from '../../embed/runtime/startPageRuntime';
import type { EmbedConfig } from '../../embed/types';
import { defaultConfig } from '../../embed/loader/readConfig';
import { createChatPage } from './chatPage';
import type { ChatPage } from './chatPage';

/** The tools the fake host offers: a mix of schemas and policies a real sidebar would show. */
export const TOOL_NAMES = ['read_file', 'search', 'write_file', 'delete_everything', 'echo'] as const;

/** What happens around the answer. Each of these writes a call that must never run. */
export interface Surroundings {
  /** The conversation opens with a call in its history. */
  history: boolean;
  /** An old answer with a call renders late, before the user sends (a conversation still loading). */
  lateHistory: boolean;
  /** The answer also quotes a call (in a blockquote) and writes one as prose outside a code block. */
  quoted: boolean;
  /** After the run, an older answer is edited to hold a call. */
  oldEdit: boolean;
  /** After the run, the site re-mounts the answer: as it is, or streaming once more. */
  remount: 'none' | 'same' | 'streaming';
  /** After the run, the page runtime restarts (a reload) over the same sessionStorage. */
  reload: boolean;
  /** How many pieces the answer streams in. */
  chunks: number;
}

export const PLAIN: Surroundings = {
  history: false,
  lateHistory: false,
  quoted: false,
  oldEdit: false,
  remount: 'none',
  reload: false,
  chunks: 3,
};

/** Marks the text argument of every call written outside the newest answer. */
export const STALE = 'STALE-CALL-';

/** A tools/call request as the hub received it from the page. */
export interface WireCall {
  key: string;
  name: string;
  args: Record<string, unknown>;
}

export interface Outcome {
  /** What the parser finds in the answer. */
  scans: CallScan[];
  /** Results the runtime typed into the chat input, parsed back from that text. */
  written: ChatResult[];
  /** Calls the host actually ran (after coercion), in order, over the whole case. */
  executed: Array<{ name: string; args: Record<string, unknown> }>;
  /** tools/call requests the page sent over the whole case. */
  requested: WireCall[];
  /** Of those, the ones sent before the answer finished streaming. */
  requestedWhileStreaming: number;
  /** What the runtime typed after the run (re-mount, edits, reload); must be nothing. */
  writtenLater: string;
}

export interface Pipeline {
  run(text: string, caseId: string, around?: Surroundings): Promise<Outcome>;
  close(): Promise<void>;
}

const CONFIG: EmbedConfig = { ...defaultConfig(APP_ORIGIN), adapter: 'demo' };
/** Longer than the observer's settle window (1 s) and quiet time (0.5 s). */
const SETTLE_MS = 1100;
const QUIET_MS = 600;
/** Between two streamed pieces: the observer polls the streaming signal every 100 ms. */
const STREAM_STEP_MS = 100;
const STEP_MS = 100;
/** How long a run may take on the fake clock before it counts as "wrote nothing". */
const RUN_LIMIT_MS = 2000;

function fakeHost(): FakeHost {
  const host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [
    hubTool('read_file'),
    hubTool('search', {
      inputSchema: {
        type: 'object',
        properties: {
          count: { type: 'integer', minimum: 1 },
          filter: { type: 'object', properties: { tag: { type: 'string' } }, additionalProperties: false },
          mode: { enum: ['fast', 'deep'] },
        },
        required: ['count'],
      },
    }),
    // Needs the user's approval: the fake user always says no, so it must never run.
    hubTool('write_file', { policy: 'ask' }),
    hubTool('delete_everything', { policy: 'off', inputSchema: { type: 'object' } }),
    hubTool('echo', { inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }),
  ];
  host.requestApproval = () => Promise.resolve(false);
  // Results are typed into the input (not attached, not sent), so the test reads them there.
  host.pageSettings = {
    ...host.pageSettings,
    autoSubmit: false,
    insertDelayMs: 0,
    attachThresholdChars: 1e9,
  };
  return host;
}

/** A call of an allowed tool that would run if it were in the newest answer. */
const staleCall = (label: string) =>
  writeCall({ name: 'echo', callId: `stale-${label}`, params: { text: `${STALE}${label}` } });

function staleElement(tag: 'blockquote' | 'p', label: string): HTMLElement {
  const element = document.createElement(tag);
  if (tag === 'blockquote') {
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    code.textContent = staleCall(label);
    pre.append(code);
    element.append(pre);
  } else element.textContent = staleCall(label);
  return element;
}

/** The text cut into `count` pieces, as a stream delivers it. */
function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

export async function startPipeline(): Promise<Pipeline> {
  // The hub loads ajv with a dynamic import on first use, which takes real time the fake clock does not drive.
  await loadValidator();
  vi.useFakeTimers();
  sessionStorage.clear();
  const host = fakeHost();
  const hub: Hub = createHub(host, { keepAliveMs: 60_000 });
  const page: ChatPage = createChatPage();
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const requested: WireCall[] = [];
  /** JSON-RPC ids of the tools/call requests the hub received and has not answered yet. */
  const openCalls = new Set<unknown>();

  /** The sidebar side of a new page connection; records each tools/call as the hub receives and answers it. */
  const connectSidebar = async () => {
    const transport = new FrameSideTransport(frame.contentWindow as Window);
    await hub.connect(transport);
    const deliver = transport.onmessage;
    transport.onmessage = (message) => {
      const { id, method, params } = message as {
        id?: unknown;
        method?: string;
        params?: Record<string, unknown>;
      };
      if (method === 'tools/call' && params) {
        const meta = (params['_meta'] as Record<string, { key?: unknown }> | undefined)?.[CALL_META_KEY];
        const args = (params['arguments'] ?? {}) as Record<string, unknown>;
        requested.push({ key: String(meta?.key), name: String(params['name']), args });
        openCalls.add(id);
      }
      deliver?.(message);
    };
    const send = transport.send.bind(transport);
    transport.send = (message) => {
      if (!('method' in message)) openCalls.delete((message as { id?: unknown }).id);
      return send(message);
    };
  };
  const startRuntime = async (): Promise<PageRuntimeHandle> => {
    await connectSidebar();
    const started = startPageRuntime(CONFIG, frame);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    return started;
  };
  let runtime = await startRuntime();

  /**
   * Moves the fake clock on until the runtime typed something and the hub answered every call the page sent, or
   * the limit passed. A call still open when the case ends would land in the next case, so that is an error.
   */
  const untilWritten = async () => {
    for (let waited = 0; (openCalls.size > 0 || page.input.value === '') && waited < RUN_LIMIT_MS;) {
      await vi.advanceTimersByTimeAsync(STEP_MS);
      waited += STEP_MS;
    }
    if (openCalls.size > 0) throw new Error(`a call was still open when the case ended (${openCalls.size})`);
  };

  return {
    async run(text, caseId, around = PLAIN) {
      host.executions.length = 0; // only this case's records matter; dropping the rest keeps memory flat
      host.updates.length = 0;
      host.records.clear();
      requested.length = 0;
      page.openConversation(`/c/${caseId}`, [
        around.history ? staleCall('history') : 'Hello! How can I help?',
      ]);
      await vi.advanceTimersByTimeAsync(SETTLE_MS);
      if (around.lateHistory) {
        page.renderAnswer(staleCall('late'));
        await vi.advanceTimersByTimeAsync(QUIET_MS);
      }
      page.userSends(`Please do it (${caseId}).`);
      const extra = around.quoted ? [staleElement('blockquote', 'quote'), staleElement('p', 'prose')] : [];
      const answer = page.startAnswer(extra);
      let message = answer.message;
      for (const piece of pieces(text, around.chunks)) {
        answer.code.append(piece);
        await vi.advanceTimersByTimeAsync(STREAM_STEP_MS);
      }
      const requestedWhileStreaming = requested.length;
      message.dataset['streaming'] = 'false';
      await untilWritten();
      const written = parseResults(page.takeInput());

      if (around.oldEdit) {
        document.querySelector('.message.assistant code')?.append(`\n${staleCall('edit')}`);
        await vi.advanceTimersByTimeAsync(QUIET_MS);
      }
      if (around.remount !== 'none') {
        message = page.remount(message, around.remount === 'streaming');
        await vi.advanceTimersByTimeAsync(STREAM_STEP_MS);
        message.dataset['streaming'] = 'false';
        await vi.advanceTimersByTimeAsync(QUIET_MS);
      }
      if (around.reload) {
        runtime.stop();
        runtime = await startRuntime();
        message = page.remount(message, false);
        await vi.advanceTimersByTimeAsync(QUIET_MS);
      }
      return {
        scans: scanCalls(text),
        written,
        executed: host.executions.map(({ tool, args }) => ({ name: tool.exposedName, args })),
        requested: [...requested],
        requestedWhileStreaming,
        writtenLater: page.takeInput(),
      };
    },
    async close() {
      runtime.stop();
      await hub.close();
      document.body.replaceChildren();
      vi.useRealTimers();
    },
  };
}

/** A call was answered with a clear error: a non-empty sentence, not a stack trace or "[object Object]". */
export function isClearError(result: ChatResult): boolean {
  return (
    result.isError &&
    result.text.trim().length >= 10 &&
    !/\[object Object\]|undefined is not|Cannot read propert|at .+\(.+:\d+:\d+\)/.test(result.text)
  );
}
