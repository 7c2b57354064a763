// The whole path an AI-written text takes, without a browser: scanCalls (page) -> the page's call runner
// -> the real hub (tools/call over a real SDK client pair, with the hub's coercion and gate) -> a fake
// host that only records what it would run. Reports, per text, what happened so tests can judge it.
import type { Client } from '@modelcontextprotocol/client';
import { parseResults, renderResults, scanCalls } from '../../bridge/format';
import type { CallScan, ChatResult } from '../../bridge/format';
import { createHub } from '../../bridge/hub/createHub';
import type { Hub } from '../../bridge/hub/createHub';
import { FakeHost, connectPage, hubTool, PAGE_ORIGIN } from '../../bridge/hub/hubTestKit';
import { CALL_META_KEY } from '../../bridge/protocol/constants';
import { DEFAULT_PAGE_SETTINGS } from '../../bridge/protocol/types';
import { createCallRunner } from '../../embed/runtime/callRunner';
import type { ToolCaller, ToolResult } from '../../embed/runtime/callRunner';
import type { DetectedCall } from '../../embed/runtime/observer';

/** The tools the fake host offers: a mix of schemas and policies a real sidebar would show. */
export const TOOL_NAMES = ['read_file', 'search', 'write_file', 'delete_everything', 'echo'] as const;

export interface Outcome {
  scans: CallScan[];
  /** Results written back to the chat, parsed again from the chat text. */
  written: ChatResult[];
  /** Calls the host actually ran (after coercion), in order. */
  executed: Array<{ name: string; args: Record<string, unknown> }>;
}

export interface Pipeline {
  run(text: string, caseId: string): Promise<Outcome>;
  close(): Promise<void>;
}

export async function startPipeline(): Promise<Pipeline> {
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
  host.requestApproval = (call, signal) => {
    void call;
    void signal;
    return Promise.resolve(false);
  };
  const hub: Hub = createHub(host, { keepAliveMs: 60_000 });
  const page: Client = await connectPage(hub);

  let inserted: string[] = [];
  const caller: ToolCaller = {
    settings: () => ({ ...DEFAULT_PAGE_SETTINGS, submitDelayMs: 0, attachThresholdChars: 1e9 }),
    callTool: (name, args, meta) =>
      page.callTool({ name, arguments: args, _meta: { [CALL_META_KEY]: meta } }) as Promise<ToolResult>,
  };
  // No DOM here: the block only needs `closest`, the badge and the chat input are recorders.
  const block = { closest: () => null } as unknown as Element;
  const runner = createCallRunner({
    hub: () => caller,
    conversation: () => 'fuzz',
    badge: () => ({ set: () => undefined, remove: () => undefined }),
    sleep: () => Promise.resolve(),
    surface: {
      insertText: (text) => {
        inserted.push(text);
        return Promise.resolve({ ok: true });
      },
      attachFile: () => Promise.resolve({ ok: false, error: 'no files here' }),
      submit: () => Promise.resolve({ ok: true }),
    },
  });

  return {
    async run(text, caseId) {
      inserted = [];
      // Only this text's records matter; dropping the others keeps memory flat over 100,000 texts.
      host.executions.length = 0;
      host.updates.length = 0;
      host.records.clear();
      const scans = scanCalls(text);
      const ready = scans.filter((scan): scan is DetectedCall['scan'] => scan.kind !== 'incomplete');
      // The observer keys a call by conversation, call id and content; unique per case here.
      // Each text is its own human turn, so the hub's per-turn budget applies to each text alone.
      const calls = ready.map((scan, i) => ({
        key: `fuzz|${caseId}|${i}`,
        block,
        scan,
        turn: `fuzz-${caseId}`,
      }));
      if (calls.length > 0) await runner.run(calls);
      return {
        scans,
        written: inserted.flatMap((chunk) => parseResults(chunk)),
        executed: host.executions.map((execution) => ({
          name: execution.tool.exposedName,
          args: execution.args,
        })),
      };
    },
    async close() {
      await page.close();
      await hub.close();
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

export { renderResults };
