import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../bridge/hub/types';
import { STORED_RESULT_CHARS, forStorage, settleInterrupted } from './storageLimits';

const call = (text: string): CallRecord => ({
  id: 'c1',
  source: 'chat',
  exposedName: 'huge',
  args: {},
  status: 'done',
  result: { content: [{ type: 'text', text }] },
  startedAt: 1,
});

describe('storage limits', () => {
  it('cuts a large result in the saved history and says so', () => {
    const stored = forStorage(call('h'.repeat(10 * 1024 * 1024)));
    const text = (stored.result?.content[0] as { text: string }).text;
    expect(text.length).toBeLessThan(STORED_RESULT_CHARS + 200);
    expect(text).toMatch(/result cut to 20000 of 10485760 characters/);
  });

  it('keeps a small result as it is', () => {
    const small = call('ok');
    expect(forStorage(small)).toBe(small);
  });

  it('marks a call that was still pending or running as interrupted, and leaves finished ones alone', () => {
    const running: CallRecord = { ...call('x'), status: 'running' };
    expect(settleInterrupted(running)).toMatchObject({ status: 'error', retryable: false });
    expect(settleInterrupted(running).error).toMatch(/Interrupted/);
    const done = call('x');
    expect(settleInterrupted(done)).toBe(done);
  });
});
