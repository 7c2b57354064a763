import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../bridge/hub/types';
import { createAppStore, type AppStore } from '../store/store';
import { setRuntime, type Runtime } from './runtime';
import { toolActions } from './toolActions';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
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

let store: AppStore;
const ran: Record<string, unknown>[] = [];

beforeEach(() => {
  ran.length = 0;
  store = createAppStore(memory);
  store
    .getState()
    .addServer({ id: 's1', name: 'echo', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  store.getState().setTools('s1', [{ serverId: 's1', name: 'echo', inputSchema: { type: 'object' } }]);
  const connections = {
    callTool: async (_s: string, _n: string, args: Record<string, unknown>) => {
      ran.push(args);
      return { content: [{ type: 'text' as const, text: 'again' }] };
    },
  };
  setRuntime({ mode: 'dashboard', store, connections } as unknown as Runtime);
});
afterEach(() => setRuntime(undefined));

/** Resolves at the first store update that shows the call with this status (retry runs in the background). */
const callReaches = (id: string, status: CallRecord['status']) =>
  new Promise<void>((resolve) => {
    const stop = store.subscribe((state) => {
      if (state.calls.find((c) => c.id === id)?.status !== status) return;
      stop();
      resolve();
    });
  });

describe('toolActions', () => {
  it('retries a failed manual call from an earlier session with its own arguments, on the same card', async () => {
    store.getState().upsertCall(record('old', { status: 'error', error: 'Interrupted', retryable: true }));
    const finished = callReaches('old', 'done');
    toolActions.retry('old');
    await finished;
    expect(ran).toEqual([{ text: 'old' }]);
    expect(store.getState().calls).toHaveLength(1);
    expect(store.getState().calls[0]).toMatchObject({ id: 'old', status: 'done' });
  });

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
