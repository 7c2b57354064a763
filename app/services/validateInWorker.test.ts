// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValidateReply, ValidateRequest } from './validateWorker';

/** Stands in for the browser's Worker: records requests, and the test answers or fails for it. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ValidateReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: ValidateRequest[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.instances.push(this);
  }
  postMessage(request: ValidateRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: ValidateReply) {
    this.onmessage?.(new MessageEvent('message', { data: reply }));
  }
}

const SCHEMA = { type: 'object', properties: { head: { type: 'number' } } };

async function load() {
  vi.resetModules();
  return import('./validateInWorker');
}

beforeEach(() => {
  FakeWorker.instances = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('validateInWorker', () => {
  it('sends the schema and arguments to one worker and answers with its check', async () => {
    const { validateInWorker } = await load();
    const first = validateInWorker(SCHEMA, { head: 'ten' });
    const second = validateInWorker(SCHEMA, { head: 1 });
    expect(FakeWorker.instances).toHaveLength(1);
    const worker = FakeWorker.instances[0]!;
    expect(worker.url.pathname).toMatch(/validateWorker\.ts$/);
    expect(worker.requests.map((r) => r.input)).toEqual([{ head: 'ten' }, { head: 1 }]);

    // Replies may come in any order; each settles its own check.
    worker.reply({ id: worker.requests[1]!.id, check: { args: { head: 1 }, errors: {} } });
    worker.reply({
      id: worker.requests[0]!.id,
      check: { args: { head: 'ten' }, errors: { '/head': ['x'] } },
    });
    await expect(first).resolves.toEqual({ args: { head: 'ten' }, errors: { '/head': ['x'] } });
    await expect(second).resolves.toEqual({ args: { head: 1 }, errors: {} });
  });

  it('ends a check that takes too long with an error, and starts a fresh worker next time', async () => {
    const { validateInWorker, VALIDATE_TIMEOUT_MS } = await load();
    const check = validateInWorker(SCHEMA, { head: 1 });
    await vi.advanceTimersByTimeAsync(VALIDATE_TIMEOUT_MS);
    await expect(check).resolves.toEqual({
      args: { head: 1 },
      errors: { '': [expect.stringMatching(/took over 10 s/)] },
    });
    expect(FakeWorker.instances[0]!.terminated).toBe(true);

    void validateInWorker(SCHEMA, { head: 2 });
    expect(FakeWorker.instances).toHaveLength(2);
  });

  it('reports a worker that failed instead of letting the run go unchecked', async () => {
    const { validateInWorker } = await load();
    const check = validateInWorker(SCHEMA, { head: 1 });
    FakeWorker.instances[0]!.onerror?.(new ErrorEvent('error', { message: 'boom' }));
    await expect(check).resolves.toEqual({
      args: { head: 1 },
      errors: { '': ['The argument checker stopped: boom.'] },
    });
  });

  it('checks in this thread where there is no Worker', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    const { validateInWorker } = await load();
    vi.useRealTimers();
    const check = await validateInWorker(SCHEMA, { head: 'ten' });
    expect(FakeWorker.instances).toHaveLength(0);
    expect(Object.keys(check.errors)).toEqual(['/head']);
  });
});
