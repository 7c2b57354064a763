// A server question follows the call it came with: tied to the call running on its server (also when that
// call's card reaches the store after the question), standalone without one or with several, and ended
// with its call, never with another's.
import { afterEach, describe, expect, it } from 'vitest';
import type { ElicitationAsk } from '../../../bridge/connections/elicitationQueue';
import type { CallRecord } from '../../../bridge/hub/types';
import { testStore } from '../../shell/test/testRuntime';
import { startElicitations, type Elicitations } from './elicitations';

const ASK: ElicitationAsk = {
  mode: 'form',
  message: 'Name?',
  requestedSchema: { type: 'object', properties: {} },
};

const call = (id: string, serverId: string, status: CallRecord['status'], startedAt = 1): CallRecord => ({
  id,
  source: 'chat',
  exposedName: 'ask',
  serverId,
  toolName: 'ask',
  args: {},
  status,
  startedAt,
});

let inputs: Elicitations | undefined;
afterEach(() => inputs?.stop());

function setup() {
  const store = testStore();
  inputs = startElicitations(store);
  return { store, queue: inputs.queue };
}

describe('startElicitations', () => {
  it('ties a question to the call running on its server, not to one on another server', () => {
    const { store, queue } = setup();
    store.getState().upsertCalls([call('other', 'b', 'running'), call('mine', 'a', 'running')]);
    void queue.ask('a', ASK);
    expect(queue.list()).toMatchObject([{ serverId: 'a', callId: 'mine' }]);
  });

  it('ties it once the call’s card arrives, and keeps it standalone while none runs', () => {
    const { store, queue } = setup();
    store.getState().upsertCalls([call('done', 'a', 'done')]);
    void queue.ask('a', ASK);
    expect(queue.list()[0]?.callId).toBeUndefined();
    store.getState().upsertCalls([call('late', 'a', 'running', 0)]);
    expect(queue.list()[0]?.callId).toBe('late');
  });

  it('ends the question as cancelled when its call ends', async () => {
    const { store, queue } = setup();
    store.getState().upsertCalls([call('c1', 'a', 'running')]);
    const answer = queue.ask('a', ASK);
    store.getState().upsertCalls([{ ...call('c1', 'a', 'error'), error: 'Cancelled' }]);
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.list()).toEqual([]);
  });

  it('keeps a question standalone while two calls run on its server, and no call’s end cancels it', async () => {
    const { store, queue } = setup();
    store.getState().upsertCalls([call('c1', 'a', 'running'), call('c2', 'a', 'running')]);
    const serverGaveUp = new AbortController();
    let answered = false;
    const answer = queue.ask('a', ASK, serverGaveUp.signal).finally(() => (answered = true));
    expect(queue.list()[0]?.callId).toBeUndefined();
    store.getState().upsertCalls([call('c1', 'a', 'done')]);
    expect(queue.list()[0]?.callId).toBeUndefined(); // not tied to c2 now that it runs alone
    store.getState().upsertCalls([call('c2', 'a', 'done')]);
    await Promise.resolve();
    expect(answered).toBe(false);
    expect(queue.list()).toHaveLength(1);
    // A real orphan ends when the server withdraws its request.
    serverGaveUp.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.list()).toEqual([]);
  });

  it('shows a question on its own when its call ends while another call runs on that server', async () => {
    const { store, queue } = setup();
    store.getState().upsertCalls([call('c1', 'a', 'running')]);
    let answered = false;
    const answer = queue.ask('a', ASK).finally(() => (answered = true));
    expect(queue.list()[0]?.callId).toBe('c1');
    store.getState().upsertCalls([call('c2', 'a', 'running', 2), call('c1', 'a', 'done')]);
    await Promise.resolve();
    expect(answered).toBe(false);
    expect(queue.list()).toMatchObject([{ serverId: 'a' }]);
    expect(queue.list()[0]?.callId).toBeUndefined();
    queue.answer(queue.list()[0]!.id, { action: 'decline' });
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('cancels what is still waiting when the window stops', async () => {
    const { queue } = setup();
    const answer = queue.ask('a', ASK);
    inputs?.stop();
    inputs = undefined;
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });
});
