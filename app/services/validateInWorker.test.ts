// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATE_TIMEOUT_MS, createWorkerValidator } from './validateInWorker';
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

beforeEach(() => {
  FakeWorker.instances = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createWorkerValidator', () => {
  it('sends the schema and arguments to one worker and answers with its check', async () => {
    const validate = createWorkerValidator();
    const first = validate(SCHEMA, { head: 'ten' });
    const second = validate(SCHEMA, { head: 1 });
    expect(FakeWorker.instances).toHaveLength(1);
    const worker = FakeWorker.instances[0]!;
    expect(worker.url.pathname).toMatch(/validateWorker\.ts$/);
    expect(worker.requests.map((r) => r.input)).toEqual([{ head: 'ten' }, { head: 1 }]);

    // Replies may come in any order; each settles its own check.
    worker.reply({ id: worker.requests[1]!.id, errors: {} });
    worker.reply({ id: worker.requests[0]!.id, errors: { '/head': ['x'] } });
    await expect(first).resolves.toEqual({ '/head': ['x'] });
    await expect(second).resolves.toEqual({});
  });

  it('ends a check that takes too long with an error, and starts a fresh worker next time', async () => {
    const validate = createWorkerValidator();
    const check = validate(SCHEMA, { head: 1 });
    await vi.advanceTimersByTimeAsync(VALIDATE_TIMEOUT_MS);
    await expect(check).resolves.toEqual({
      '': ['Checking the arguments took over 10 s: the schema is too complex.'],
    });
    expect(FakeWorker.instances[0]!.terminated).toBe(true);

    void validate(SCHEMA, { head: 2 });
    expect(FakeWorker.instances).toHaveLength(2);
  });

  it('reports a worker that failed instead of letting the run go unchecked', async () => {
    const validate = createWorkerValidator();
    const check = validate(SCHEMA, { head: 1 });
    FakeWorker.instances[0]!.onerror?.(new ErrorEvent('error', { message: 'boom' }));
    await expect(check).resolves.toEqual({ '': ['The argument checker stopped: boom.'] });
  });

  it('checks in this thread where there is no Worker', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    const validate = createWorkerValidator();
    vi.useRealTimers();
    const errors = await validate(SCHEMA, { head: 'ten' });
    expect(FakeWorker.instances).toHaveLength(0);
    expect(errors).toEqual({ '/head': ['Must be number.'] });
  });
});
