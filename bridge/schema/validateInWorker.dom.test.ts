import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATE_TIMEOUT_MS, createWorkerValidator } from './validateInWorker';
import type { ValidateReply, ValidateRequest } from './validateWorker';

/** Stands in for the browser's Worker: records requests, and the test answers or fails for it. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  /** Set by a test: the next postMessage throws this, as it does for a value it can't copy. */
  static postFailure: Error | undefined;
  onmessage: ((event: MessageEvent<ValidateReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: ValidateRequest[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.instances.push(this);
  }
  postMessage(request: ValidateRequest) {
    const failure = FakeWorker.postFailure;
    FakeWorker.postFailure = undefined;
    if (failure) throw failure;
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
  FakeWorker.postFailure = undefined;
  vi.stubGlobal('Worker', FakeWorker);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createWorkerValidator', () => {
  it('sends the schema and arguments to one worker and answers with its check', async () => {
    const { validate } = createWorkerValidator();
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
    const { validate } = createWorkerValidator();
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
    const { validate } = createWorkerValidator();
    const check = validate(SCHEMA, { head: 1 });
    FakeWorker.instances[0]!.onerror?.(new ErrorEvent('error', { message: 'boom' }));
    await expect(check).resolves.toEqual({ '': ['The argument checker stopped: boom.'] });
  });

  it('fails only the check whose message could not be sent, at once, and leaves no timer behind', async () => {
    const { validate } = createWorkerValidator();
    FakeWorker.postFailure = new Error('could not be cloned');
    await expect(validate(SCHEMA, { head: 1 })).resolves.toEqual({
      '': ['The argument checker could not take this check: could not be cloned.'],
    });
    expect(vi.getTimerCount()).toBe(0);

    // Half a timeout later another check starts; the failed one's timer must not end it when it would have fired.
    await vi.advanceTimersByTimeAsync(VALIDATE_TIMEOUT_MS / 2);
    const later = validate(SCHEMA, { head: 2 });
    await vi.advanceTimersByTimeAsync(VALIDATE_TIMEOUT_MS / 2);
    const worker = FakeWorker.instances[0]!;
    expect(worker.terminated).toBe(false);
    worker.reply({ id: worker.requests[0]!.id, errors: {} });
    await expect(later).resolves.toEqual({});
  });

  it('fails the check when the worker cannot be created, and tries to create it again next time', async () => {
    let refusals = 1;
    vi.stubGlobal(
      'Worker',
      class extends FakeWorker {
        constructor(url: URL) {
          if (refusals-- > 0) throw new Error('workers are blocked');
          super(url);
        }
      },
    );
    const { validate } = createWorkerValidator();
    await expect(validate(SCHEMA, { head: 1 })).resolves.toEqual({
      '': ['The argument checker could not take this check: workers are blocked.'],
    });
    expect(vi.getTimerCount()).toBe(0);
    void validate(SCHEMA, { head: 2 });
    expect(FakeWorker.instances).toHaveLength(1);
  });

  it('ends the worker, its waiting checks and their timers on dispose, and refuses checks after it', async () => {
    const { validate, dispose } = createWorkerValidator();
    const waiting = validate(SCHEMA, { head: 1 });
    dispose();
    expect(FakeWorker.instances[0]!.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    const stopped = { '': ['The argument checker was stopped with the sidebar.'] };
    await expect(waiting).resolves.toEqual(stopped);
    await expect(validate(SCHEMA, { head: 2 })).resolves.toEqual(stopped);
    expect(FakeWorker.instances).toHaveLength(1);
  });

  it('checks in this thread where there is no Worker', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    const { validate } = createWorkerValidator();
    vi.useRealTimers();
    const errors = await validate(SCHEMA, { head: 'ten' });
    expect(FakeWorker.instances).toHaveLength(0);
    expect(errors).toEqual({ '/head': ['Must be number.'] });
  });
});

describe('createWorkerValidator with the real worker script', () => {
  /** The worker's global scope as validateWorker.ts sees it; replies go back to the validator's worker. */
  interface WorkerScope {
    onmessage: ((event: { data: ValidateRequest }) => void) | null;
    postMessage(reply: ValidateReply): void;
  }

  /** Loads validateWorker.ts as a worker would (its own module instances) and links it to the validator. */
  async function startRealWorker(): Promise<void> {
    const scope: WorkerScope = { onmessage: null, postMessage: () => undefined };
    vi.stubGlobal('self', scope);
    vi.resetModules();
    await import('./validateWorker');
    // The script took its scope at load; the test's own `self` (which `new URL` reads) comes back.
    vi.unstubAllGlobals();
    // Both directions copy the message, as postMessage does: the worker never sees the caller's objects.
    class LinkedWorker extends FakeWorker {
      constructor(url: URL) {
        super(url);
        scope.postMessage = (reply) => this.reply(structuredClone(reply));
      }
      override postMessage(request: ValidateRequest) {
        super.postMessage(request);
        scope.onmessage?.({ data: structuredClone(request) });
      }
    }
    vi.stubGlobal('Worker', LinkedWorker);
  }

  it('checks a schema with an $id on every call, and another schema with the same $id by its own rules', async () => {
    await startRealWorker();
    const { validate } = createWorkerValidator();
    const withId = (type: string) => ({
      $id: 'https://tools.example/args.json',
      type: 'object',
      properties: { n: { type } },
    });
    expect(await validate(withId('number'), { n: 1 })).toEqual({});
    expect(await validate(withId('number'), { n: 'one' })).toEqual({ '/n': ['Must be number.'] });
    expect(await validate(withId('string'), { n: 'one' })).toEqual({});
    expect(await validate(withId('string'), { n: 1 })).toEqual({ '/n': ['Must be string.'] });
    expect(FakeWorker.instances).toHaveLength(1);
  });
});
