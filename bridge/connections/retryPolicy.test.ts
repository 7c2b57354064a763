import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, sleep } from './retryPolicy';

afterEach(() => vi.useRealTimers());

describe('retryPolicy', () => {
  it('doubles the delay from the base', () => {
    expect([0, 1, 2].map((index) => backoffDelay(index, DEFAULT_RETRY))).toEqual([200, 400, 800]);
    expect(DEFAULT_RETRY).toEqual({ attempts: 3, baseDelayMs: 200 });
  });

  it('sleeps for the given time, and stops early when aborted', async () => {
    vi.useFakeTimers();
    let woke = false;
    void sleep(30).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(29);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);

    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(vi.getTimerCount()).toBe(0); // the abandoned wait left no timer behind
  });
});
