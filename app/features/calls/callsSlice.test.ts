import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { CALL_HISTORY_LIMIT } from '../history/storageLimits';
import { memoryHistory } from '../history/historyStorage';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { callRecord } from './test/callRecord';

const call = (id: string, status: CallRecord['status'] = 'running') => callRecord(id, status);

const newStore = () => createAppStore(() => memoryStorage(), memoryHistory());

describe('upsertCalls', () => {
  it('applies a batch in one store notification, as the same upserts one by one would', () => {
    const batched = newStore();
    const oneByOne = newStore();
    for (const store of [batched, oneByOne]) store.getState().upsertCall(call('old', 'done'));
    const changes = [call('a'), call('old', 'error'), call('b'), call('a', 'done')];
    let notifications = 0;
    batched.subscribe(() => notifications++);
    batched.getState().upsertCalls(changes);
    for (const change of changes) oneByOne.getState().upsertCall(change);
    expect(notifications).toBe(1);
    expect(batched.getState().calls).toEqual(oneByOne.getState().calls);
    expect(batched.getState().calls.map((c) => [c.id, c.status])).toEqual([
      ['b', 'running'],
      ['a', 'done'],
      ['old', 'error'],
    ]);
  });

  it('keeps the newest CALL_HISTORY_LIMIT calls', () => {
    const store = newStore();
    const ids = Array.from({ length: CALL_HISTORY_LIMIT + 2 }, (_, i) => `c${i}`);
    store.getState().upsertCalls(ids.map((id) => call(id)));
    const { calls } = store.getState();
    expect(calls).toHaveLength(CALL_HISTORY_LIMIT);
    expect(calls[0]?.id).toBe(ids.at(-1));
    expect(calls.at(-1)?.id).toBe('c2');
  });

  it('leaves the store untouched for an empty batch', () => {
    const store = newStore();
    let notifications = 0;
    store.subscribe(() => notifications++);
    store.getState().upsertCalls([]);
    expect(notifications).toBe(0);
  });
});
