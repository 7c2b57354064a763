import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { Approvals } from './approvals';

describe('Approvals', () => {
  it('marks the call as awaiting a click and resolves with the decision, once', async () => {
    const store = createAppStore(memoryStorage);
    const approvals = new Approvals(store);
    const decision = approvals.request('c1', new AbortController().signal);
    expect(store.getState().awaitingApproval).toEqual({ c1: true });
    expect(approvals.decide('c1', true)).toBe(true);
    await expect(decision).resolves.toBe(true);
    expect(store.getState().awaitingApproval).toEqual({});
    expect(approvals.decide('c1', false)).toBe(false);
  });

  it('resolves false when the call is cancelled, and the buttons go away', async () => {
    const store = createAppStore(memoryStorage);
    const approvals = new Approvals(store);
    const controller = new AbortController();
    const decision = approvals.request('c1', controller.signal);
    controller.abort();
    await expect(decision).resolves.toBe(false);
    expect(store.getState().awaitingApproval).toEqual({});
    expect(approvals.decide('c1', true)).toBe(false);
  });

  it('never approves an unknown call', () => {
    const approvals = new Approvals(createAppStore(memoryStorage));
    expect(approvals.decide('forged', true)).toBe(false);
  });
});
