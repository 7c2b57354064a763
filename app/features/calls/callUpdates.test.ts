import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { batchCallUpdates, MIN_INTERVAL_MS, nextTask } from './callUpdates';
import { callRecord } from './test/callRecord';

const call = (id: string, status: CallRecord['status']) => callRecord(id, status);

/** A schedule the test runs by hand, on a clock it sets. */
function harness() {
  const applied: CallRecord[][] = [];
  const tasks: { run: () => void; delayMs: number }[] = [];
  const clock = { now: 1_000 };
  const updates = batchCallUpdates((changes) => applied.push(changes), {
    schedule: (run, delayMs) => void tasks.push({ run, delayMs }),
    now: () => clock.now,
  });
  const runNext = () => tasks.shift()?.run();
  return { applied, tasks, clock, updates, runNext };
}

describe('batchCallUpdates', () => {
  it('applies the changes made before its task together, the newest change of a call winning', () => {
    const { applied, tasks, updates, runNext } = harness();
    updates.record(call('a', 'running'));
    updates.record(call('b', 'running'));
    updates.record(call('a', 'done'));
    expect(applied).toEqual([]);
    expect(tasks.map((t) => t.delayMs)).toEqual([0]);
    runNext();
    expect(applied).toEqual([[call('a', 'done'), call('b', 'running')]]);
  });

  it('waits MIN_INTERVAL_MS after an update before the next one', () => {
    const { applied, tasks, clock, updates, runNext } = harness();
    updates.record(call('a', 'running'));
    runNext();
    clock.now += 30;
    updates.record(call('a', 'done'));
    expect(tasks.map((t) => t.delayMs)).toEqual([MIN_INTERVAL_MS - 30]);
    clock.now += MIN_INTERVAL_MS;
    runNext();
    updates.record(call('b', 'running'));
    expect(tasks.map((t) => t.delayMs)).toEqual([MIN_INTERVAL_MS]);
    clock.now += MIN_INTERVAL_MS;
    runNext();
    // After a quiet spell, the next change goes out at the next frame.
    clock.now += MIN_INTERVAL_MS * 3;
    updates.record(call('c', 'running'));
    expect(tasks.at(-1)?.delayMs).toBe(0);
    expect(applied).toEqual([[call('a', 'running')], [call('a', 'done')], [call('b', 'running')]]);
  });

  it('flush applies at once, and the task scheduled before it then finds nothing', () => {
    const { applied, updates, runNext } = harness();
    updates.record(call('a', 'running'));
    updates.flush();
    expect(applied).toEqual([[call('a', 'running')]]);
    runNext();
    expect(applied).toHaveLength(1);
  });
});

describe('nextTask', () => {
  it('runs after the microtasks of the task that scheduled it', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) =>
      nextTask()(() => {
        order.push('task');
        resolve();
      }),
    );
    void Promise.resolve().then(() => order.push('microtask'));
    await ran;
    expect(order).toEqual(['microtask', 'task']);
  });
});
