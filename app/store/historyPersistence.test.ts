import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../bridge/hub/types';
import { createAppStore } from './store';
import { memoryHistory, type HistoryStorage } from './historyStorage';
import { quotaStorage } from './test/quotaStorage';

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
});
