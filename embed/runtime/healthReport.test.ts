import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdapterHealth } from '../../bridge/protocol/types';
import { reportHealth } from './healthReport';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reportHealth', () => {
  it('sends once at once, then only when what is found changes, until stopped', () => {
    let now: AdapterHealth = { adapter: 'chatgpt', found: ['input'], missing: ['assistantMessage'] };
    const sent: AdapterHealth[] = [];
    const { stop } = reportHealth(
      () => now,
      (health) => sent.push(health),
      1000,
    );
    expect(sent).toEqual([now]);
    vi.advanceTimersByTime(3000);
    expect(sent).toHaveLength(1);
    now = { adapter: 'chatgpt', found: ['input', 'assistantMessage'], missing: [] };
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([sent[0], now]);
    stop();
    now = { adapter: 'chatgpt', found: [], missing: ['input', 'assistantMessage'] };
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });
});
