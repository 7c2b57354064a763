import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, sleep } from './retryPolicy';

describe('retryPolicy', () => {
  it('doubles the delay from the base', () => {
    expect([0, 1, 2].map((index) => backoffDelay(index, DEFAULT_RETRY))).toEqual([200, 400, 800]);
    expect(DEFAULT_RETRY).toEqual({ attempts: 3, baseDelayMs: 200 });
  });

  it('sleeps, and stops early when aborted', async () => {
    const started = Date.now();
    await sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
