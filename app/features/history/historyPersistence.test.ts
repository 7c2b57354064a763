import { describe, expect, it, vi } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { createAppStore } from '../../shell/store';
import { RESULTS_IN_MEMORY } from './historyPersistence';
import { memoryHistory, type HistoryStorage } from './historyStorage';
import { STORED_RESULT_CHARS } from './storageLimits';
import { quotaStorage } from '../storage/test/quotaStorage';

const call = (id: string): CallRecord => ({
  id,
  source: 'chat',
  exposedName: 't',
  args: {},
  status: 'done',
  startedAt: 1,
});

/** A history whose load waits for the test, and which records every save. */
function controlledHistory(saved: CallRecord[]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const saves: string[][] = [];
  const history: HistoryStorage = {
    load: () => gate.then(() => saved),
    loadCall: () => Promise.resolve(undefined),
    save: (calls) => {
      saves.push(calls.map((c) => c.id));
      return Promise.resolve();
    },
    clear: () => Promise.resolve(),
  };
  return { history, saves, release };
}

describe('call history persistence', () => {
  it('never saves before the saved history is loaded, then keeps both', async () => {
    const { history, saves, release } = controlledHistory([call('old')]);
    const store = createAppStore(() => quotaStorage(), history);
    store.getState().upsertCall(call('new'));
    expect(saves).toEqual([]);
    release();
    await store.history.idle();
    expect(store.getState().calls.map((c) => c.id)).toEqual(['new', 'old']);
    expect(saves.at(-1)).toEqual(['new', 'old']);
  });

  it('writes only the newest list when changes come faster than writes', async () => {
    const { history, saves, release } = controlledHistory([]);
    release();
    const store = createAppStore(() => quotaStorage(), history);
    await store.history.loaded;
    for (const id of ['a', 'b', 'c']) store.getState().upsertCall(call(id));
    await store.history.idle();
    expect(saves).toEqual([['c', 'b', 'a']]);
  });

  it('keeps the newer half when the history storage is full', async () => {
    const saved = memoryHistory();
    const history: HistoryStorage = {
      ...saved,
      save: (calls) =>
        calls.length > 2 ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : saved.save(calls),
    };
    const store = createAppStore(() => quotaStorage(), history);
    await store.history.loaded;
    store.setState({ calls: ['d', 'c', 'b', 'a'].map(call) });
    await store.history.idle();
    expect(saved.saved.map((c) => c.id)).toEqual(['d', 'c']);
  });

  it('hands the storage the same record for a call that did not change, so it is not written again', async () => {
    const saved = memoryHistory();
    const store = createAppStore(() => quotaStorage(), saved);
    await store.history.loaded;
    // A result past the saved limit is cut for storage: a new object, made once per call.
    const big: CallRecord = {
      ...call('big'),
      result: { content: [{ type: 'text', text: 'x'.repeat(STORED_RESULT_CHARS + 1) }] },
    };
    store.getState().upsertCall(big);
    await store.history.idle();
    const first = saved.saved[0];
    expect(first).not.toBe(big);
    store.getState().upsertCall(call('next'));
    await store.history.idle();
    expect(saved.saved.map((c) => c.id)).toEqual(['next', 'big']);
    expect(saved.saved[1]).toBe(first);
  });

  it('keeps the newest results in memory and the older ones in the saved history only', async () => {
    const saved = memoryHistory();
    const store = createAppStore(() => quotaStorage(), saved);
    await store.history.loaded;
    const withResult = (id: string): CallRecord => ({
      ...call(id),
      result: { content: [{ type: 'text', text: `result of ${id}` }] },
    });
    const running: CallRecord = { ...call('running'), status: 'running' };
    store.setState({
      calls: [
        ...Array.from({ length: RESULTS_IN_MEMORY }, (_, i) => withResult(`new${i}`)),
        running,
        withResult('old'),
      ],
    });
    await store.history.idle();
    const [newest, , old] = [0, RESULTS_IN_MEMORY, RESULTS_IN_MEMORY + 1].map(
      (i) => store.getState().calls[i],
    );
    expect(newest?.result).toBeDefined();
    expect(store.getState().calls[RESULTS_IN_MEMORY]).toBe(running);
    expect(old).toEqual({ ...call('old'), resultSaved: true });
    // The saved copy keeps its result, and stays so through the next save.
    store.getState().upsertCall(withResult('newer'));
    await store.history.idle();
    expect(saved.saved.find((c) => c.id === 'old')?.result).toEqual(withResult('old').result);
    expect(await store.history.loadResult('old')).toEqual(withResult('old').result);
  });

  it('drops the older results from memory when the history cannot be saved at all', async () => {
    const refused: HistoryStorage = {
      ...memoryHistory(),
      save: () => Promise.reject(new DOMException('denied', 'UnknownError')),
    };
    const store = createAppStore(() => quotaStorage(), refused);
    await store.history.loaded;
    const withResult = (id: string): CallRecord => ({ ...call(id), result: { content: [] } });
    store.setState({
      calls: [
        ...Array.from({ length: RESULTS_IN_MEMORY }, (_, i) => withResult(`new${i}`)),
        withResult('old'),
      ],
    });
    await store.history.idle();
    expect(store.getState().calls[0]?.result).toBeDefined();
    expect(store.getState().calls[RESULTS_IN_MEMORY]).toEqual(call('old'));
  });

  it('says a refused write once, not at every save, and keeps trying', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const refused: HistoryStorage = {
      ...memoryHistory(),
      save: () => {
        attempts++;
        return Promise.reject(new DOMException('storage is blocked here', 'SecurityError'));
      },
    };
    const store = createAppStore(() => quotaStorage(), refused);
    await store.history.loaded;
    for (const id of ['a', 'b', 'c']) {
      store.getState().upsertCall(call(id));
      await store.history.idle();
    }
    expect(attempts).toBe(3);
    const lines = warned.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('blocked here'));
    expect(lines).toEqual(['[MCP Multi Bridge] Could not save the call history: storage is blocked here']);
    warned.mockRestore();
  });
});
