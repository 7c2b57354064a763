// The input queue on its own: each question is answered once, ends with its call or the window, and a
// server can't pile up questions.
import { describe, expect, it } from 'vitest';
import { ElicitationQueue, MAX_WAITING_PER_SERVER, type ElicitationAsk } from './elicitationQueue';

const FORM: ElicitationAsk = {
  mode: 'form',
  message: 'Name?',
  requestedSchema: { type: 'object', properties: {} },
};
const URL_ASK: ElicitationAsk = {
  mode: 'url',
  message: 'Sign in',
  url: 'https://a.example/x',
  elicitationId: 'e1',
};

describe('ElicitationQueue', () => {
  it('answers a question once; a second answer is refused', async () => {
    const queue = new ElicitationQueue();
    const answer = queue.ask('s', FORM);
    const [item] = queue.list();
    expect(queue.answer(item!.id, { action: 'decline' })).toBe(true);
    expect(queue.answer(item!.id, { action: 'accept', content: {} })).toBe(false);
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(queue.list()).toEqual([]);
  });

  it('ends as cancel when the server withdraws the request', async () => {
    const queue = new ElicitationQueue();
    const abort = new AbortController();
    const answer = queue.ask('s', FORM, abort.signal);
    abort.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.list()).toEqual([]);
  });

  it('ends a call’s questions with the call, and only those', async () => {
    const queue = new ElicitationQueue();
    const mine = queue.ask('s', FORM);
    void queue.ask('s', FORM);
    queue.link(queue.list()[0]!.id, 'c1');
    queue.endCall('c1');
    await expect(mine).resolves.toEqual({ action: 'cancel' });
    expect(queue.list()).toHaveLength(1);
  });

  it('keeps an opened URL until the completion notice, which a form never matches', async () => {
    const queue = new ElicitationQueue();
    const answer = queue.ask('s', URL_ASK);
    queue.answer(queue.list()[0]!.id, { action: 'accept' });
    await expect(answer).resolves.toEqual({ action: 'accept' });
    expect(queue.list()).toMatchObject([{ opened: true }]);
    queue.complete('other-server', 'e1');
    expect(queue.list()).toHaveLength(1);
    queue.complete('s', 'e1');
    expect(queue.list()).toEqual([]);
  });

  it('refuses a server’s question past the limit, with a reason, and counts servers apart', async () => {
    const queue = new ElicitationQueue();
    for (let i = 0; i < MAX_WAITING_PER_SERVER; i++) void queue.ask('s', FORM);
    await expect(queue.ask('s', FORM)).rejects.toThrow(/already wait for the user/);
    void queue.ask('other', FORM);
    expect(queue.list()).toHaveLength(MAX_WAITING_PER_SERVER + 1);
  });

  it('cancels everything on close', async () => {
    const queue = new ElicitationQueue();
    const answers = [queue.ask('s', FORM), queue.ask('t', URL_ASK)];
    queue.close();
    await expect(Promise.all(answers)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(queue.list()).toEqual([]);
  });
});
