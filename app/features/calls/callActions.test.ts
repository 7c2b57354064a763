// The tool form's and the call cards' actions over the hub as the app builds it (startHub, with the app's validator):
// manual runs, Retry and Cancel all go through the hub's one call pipeline.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import type { CallOptions, CallToolResult } from '../../../bridge/connections/types';
import { CANCELLED_MESSAGE } from '../../../bridge/hub/callMessages';
import { PAGE_ORIGIN, connectPage, textOf, until } from '../../../bridge/hub/test/fakeHost';
import type { Hub } from '../../../bridge/hub/createHub';
import type { CallRecord } from '../../../bridge/hub/types';
import { createAppStore, type AppStore } from '../../shell/store';
import { startHub } from '../../shell/hubService';
import { NO_SERVED_TABLE } from '../teach/test/noServedTable';
import { createToolActions } from '../tools/toolActions';
import { createCallActions } from './callActions';
import { memoryStorage } from '../storage/test/memoryStorage';

const record = (id: string, patch: Partial<CallRecord>): CallRecord => ({
  id,
  source: 'manual',
  exposedName: 'echo',
  serverId: 's1',
  toolName: 'echo',
  args: { text: id },
  status: 'done',
  startedAt: 1,
  ...patch,
});
const ECHO_SCHEMA = {
  type: 'object' as const,
  properties: { text: { type: 'string', minLength: 2 }, times: { type: 'integer' } },
  required: ['text'],
};

let store: AppStore;
let hub: Hub;
let stop: () => void;
let toolActions: ReturnType<typeof createToolActions> & ReturnType<typeof createCallActions>;
/** The fake server's tool: answers at once unless a test takes over. */
let callTool: (args: Record<string, unknown>, opts?: CallOptions) => Promise<CallToolResult>;
const ran: Record<string, unknown>[] = [];

beforeEach(() => {
  ran.length = 0;
  store = createAppStore(memoryStorage);
  store
    .getState()
    .addServer({ id: 's1', name: 'echo', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  store.getState().setTools('s1', [{ serverId: 's1', name: 'echo', inputSchema: ECHO_SCHEMA }]);
  callTool = async () => ({ content: [] });
  const connections = {
    callTool: async (_s: string, _n: string, args: Record<string, unknown>, opts?: CallOptions) => {
      ran.push(args);
      return callTool(args, opts);
    },
  };
  const started = startHub(store, connections, NO_SERVED_TABLE);
  hub = started.hub;
  stop = started.stop;
  toolActions = {
    ...createToolActions({ store, hub }),
    ...createCallActions({ store, hub, approvals: started.approvals }),
  };
});
afterEach(() => stop());

/** Resolves at the first store update that shows the call with this status (runs go on in the background). */
const callReaches = (id: string, status: CallRecord['status']) =>
  new Promise<void>((resolve) => {
    const check = () => store.getState().calls.find((c) => c.id === id)?.status === status;
    if (check()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });

const echo = { serverId: 's1', name: 'echo' };

describe('toolActions.runTool', () => {
  it('runs with coerced arguments and leaves a manual card', async () => {
    const run = await toolActions.runTool(echo, { text: 'hi', times: '2' });
    if (!run?.started) throw new Error('the run did not start');
    await callReaches(run.callId, 'done');
    expect(ran).toEqual([{ text: 'hi', times: 2 }]);
    expect(store.getState().calls[0]).toMatchObject({ id: run.callId, source: 'manual', status: 'done' });
  });

  it('refuses arguments per field in the very words a chat call gets for them', async () => {
    store.getState().grantOrigin(PAGE_ORIGIN);
    const page: Client = await connectPage(hub);
    const chat = await page.callTool({ name: 'echo', arguments: { text: 'x', times: 1.5 } });
    const manual = await toolActions.runTool(echo, { text: 'x', times: 1.5 });
    expect(manual).toEqual({
      started: false,
      errors: { '/text': ['Must NOT have fewer than 2 characters.'], '/times': ['Must be integer.'] },
      message: textOf(chat),
    });
    expect(textOf(chat)).toMatch(/^Invalid arguments for tool echo:\n- text: Must NOT have fewer than 2/);
    expect(ran).toEqual([]);
    expect(store.getState().calls).toEqual([]);
    await page.close();
  });

  it('says so when the tool is gone', async () => {
    expect(await toolActions.runTool({ serverId: 's1', name: 'gone' }, {})).toBeUndefined();
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'Run failed: Tool gone is no longer available; reconnect its server first.',
    });
  });
});

describe('toolActions.cancelRun', () => {
  it('aborts the request of a running call, and the card says the user cancelled it', async () => {
    let signal: AbortSignal | undefined;
    callTool = (_args, opts) =>
      new Promise((_resolve, reject) => {
        signal = opts?.signal;
        opts?.signal?.addEventListener('abort', () => reject(new Error('cancelled')));
      });
    const run = await toolActions.runTool(echo, { text: 'slow' });
    if (!run?.started) throw new Error('the run did not start');
    await callReaches(run.callId, 'running');
    await until(() => signal !== undefined, 'the request to the server');
    expect(toolActions.canCancel(run.callId)).toBe(true);
    toolActions.cancelRun(run.callId);
    await callReaches(run.callId, 'error');
    expect(signal?.aborted).toBe(true);
    expect(store.getState().calls[0]).toMatchObject({ error: CANCELLED_MESSAGE, retryable: true });
    expect(toolActions.canCancel(run.callId)).toBe(false);
  });

  it('says so when the call is not running in this window', () => {
    toolActions.cancelRun('elsewhere');
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'This call is not running in this window.',
    });
  });
});

describe('toolActions.retry', () => {
  it('retries a failed call from an earlier session with its own arguments, on the same card', async () => {
    store.getState().upsertCall(record('old', { status: 'error', error: 'Interrupted', retryable: true }));
    const finished = callReaches('old', 'done');
    toolActions.retry('old');
    await finished;
    expect(ran).toEqual([{ text: 'old' }]);
    expect(store.getState().calls).toHaveLength(1);
    expect(store.getState().calls[0]).toMatchObject({ id: 'old', status: 'done' });
  });

  it('reports a call that can not be retried', async () => {
    store.getState().upsertCall(record('fine', {}));
    toolActions.retry('fine');
    await until(() => store.getState().notice !== null, 'the notice');
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'Retry failed: This call already succeeded; only failed or rejected calls can be retried.',
    });
  });
});

describe('toolActions.clearHistory', () => {
  it('clears the history but keeps calls that are still open', () => {
    store.getState().upsertCall(record('done', {}));
    store.getState().upsertCall(record('waiting', { status: 'pending', source: 'chat' }));
    store.getState().upsertCall(record('running', { status: 'running' }));
    toolActions.clearHistory();
    expect(
      store
        .getState()
        .calls.map((c) => c.id)
        .sort(),
    ).toEqual(['running', 'waiting']);
  });
});
