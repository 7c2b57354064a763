import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF, nextAttempt } from './backoff.js';

describe('restart backoff', () => {
  it('doubles from 0.5 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((a) => backoffDelay(a))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('forgives a child that stayed up long enough', () => {
    expect(nextAttempt(5, DEFAULT_BACKOFF.resetAfterMs)).toBe(0);
    expect(nextAttempt(5, DEFAULT_BACKOFF.resetAfterMs - 1)).toBe(5);
    expect(nextAttempt(3, null)).toBe(3);
  });
});
