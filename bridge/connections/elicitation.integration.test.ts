// Integration: the elicitation feature on a real ConnectionManager against a real SDK server: what the
// client declares, and each answer as the server receives it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionManager } from './connectionManager';
import { elicitationFeature } from './elicitation';
import { ElicitationQueue, type PendingElicitation } from './elicitationQueue';
import type { CallFailure } from './types';
import { startElicitingServer, type ElicitingServer } from './test/elicitingServer';
import { recorder, serverConfig } from './test/recorder';

let server: ElicitingServer | undefined;
let manager: ConnectionManager | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await manager?.close();
  await server?.close();
  manager = server = undefined;
});

async function setup(timeoutMs?: number, callTimeoutMs?: number) {
  server = await startElicitingServer();
  const queue = new ElicitationQueue(timeoutMs);
  const events = recorder();
  manager = new ConnectionManager(events.events, {
    featuresFor: (config) => elicitationFeature(config.id, queue),
    ...(callTimeoutMs ? { callTimeoutMs } : {}),
  });
  manager.setServers([serverConfig(server.url)]);
  await events.waitForStatus('srv', 'connected');
  return { server, manager, queue };
}

/** Resolves with the next question the queue lists. */
function nextQuestion(queue: ElicitationQueue): Promise<PendingElicitation> {
  return new Promise((resolve) => {
    const stop = queue.subscribe(() => {
      const item = queue.list().find((entry) => !entry.opened);
      if (item) {
        stop();
        resolve(item);
      }
    });
  });
}

const CALL_TIMEOUT_MS = 1000;

const resultText = (result: { content: unknown[] }) =>
  JSON.parse((result.content[0] as { text: string }).text);

describe('elicitationFeature', () => {
  it('declares form and URL mode to every server', async () => {
    const { server } = await setup();
    expect(server.capabilities).toEqual([expect.objectContaining({ elicitation: { form: {}, url: {} } })]);
  });

  it('hands a form to the queue and returns the answer to the server', async () => {
    const { manager, queue } = await setup();
    const asked = nextQuestion(queue);
    const call = manager.callTool('srv', 'ask_name', {});
    const question = await asked;
    expect(question).toMatchObject({ serverId: 'srv', ask: { mode: 'form', message: 'Who are you?' } });
    queue.answer(question.id, { action: 'accept', content: { name: 'Grace', age: 36 } });
    expect(resultText(await call)).toEqual({ action: 'accept', content: { name: 'Grace', age: 36 } });
    expect(queue.list()).toEqual([]);
  });

  it("pauses the call's timeout while the user answers, through the tool's progress, and times out again once answered", async () => {
    const { manager, queue } = await setup(undefined, CALL_TIMEOUT_MS);
    // The call's clock (and the test server's, in this process) runs on fake time; the HTTP traffic stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = nextQuestion(queue);
    let progressed!: () => void;
    const progress = new Promise<void>((resolve) => (progressed = resolve));
    let settled = false;
    // The tool works 5 s after the answer: far past the call's timeout, so only the timeout can end it.
    const call = manager.callTool(
      'srv',
      'ask_then_work',
      { workMs: 5000 },
      { onProgress: () => progressed() },
    );
    void call.then(
      () => (settled = true),
      () => (settled = true),
    );
    const question = await asked;
    await vi.advanceTimersByTimeAsync(50); // the server reports progress 50 ms after asking
    await progress; // progress under the form must not start the clock again
    // The user takes twice the call's timeout to answer: the call is still waiting for them.
    await vi.advanceTimersByTimeAsync(2 * CALL_TIMEOUT_MS);
    expect(settled).toBe(false);
    queue.answer(question.id, { action: 'accept', content: { name: 'Ada' } });
    // The answer gave the call its full time again, not what was left before the question.
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await call.then(
      () => undefined,
      (error: unknown) => error as CallFailure,
    );
    expect(failure?.kind).toBe('timeout');
  });

  it('returns decline and cancel as the user chose them', async () => {
    const { manager, queue } = await setup();
    for (const action of ['decline', 'cancel'] as const) {
      const asked = nextQuestion(queue);
      const call = manager.callTool('srv', 'ask_name', {});
      queue.answer((await asked).id, { action });
      expect(resultText(await call)).toEqual({ action });
    }
  });

  it('cancels a question nobody answers in time', async () => {
    const { manager, queue } = await setup(200);
    const asked = nextQuestion(queue);
    const result = await manager.callTool('srv', 'ask_name', {});
    await asked;
    expect(resultText(result)).toEqual({ action: 'cancel' });
    expect(queue.list()).toEqual([]);
  });

  it('keeps an opened URL listed until the server says the step is done', async () => {
    const { manager, queue } = await setup();
    const asked = nextQuestion(queue);
    const call = manager.callTool('srv', 'open_page', { url: 'https://login.example.com/step?id=1' });
    const question = await asked;
    expect(question.ask).toEqual({
      mode: 'url',
      message: 'Sign in there',
      url: 'https://login.example.com/step?id=1',
      elicitationId: 'step-1',
    });
    const gone = new Promise<void>((resolve) => {
      const stop = queue.subscribe(() => queue.list().length === 0 && (stop(), resolve()));
    });
    queue.answer(question.id, { action: 'accept' });
    expect(resultText(await call)).toEqual({ action: 'accept' });
    await gone; // notifications/elicitation/complete removed the opened card
  });

  it('refuses a URL that is not http(s) before anyone sees it', async () => {
    const { manager, queue } = await setup();
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.list().length));
    const result = await manager.callTool('srv', 'open_page', { url: 'javascript:alert(1)' });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('opens only http and https addresses');
    expect(seen).toEqual([]);
  });
});
