// The hub's argument validator (validate.ts, ajv) as the app injects it (app/shell/hubService.ts).
// ajv compiles each schema to code with `new Function`, which our pages' CSP forbids (no 'unsafe-eval',
// public/_headers). A dedicated worker is governed by its own script's response headers, which carry no
// CSP, so ajv runs there. The worker is also cut off when a hostile schema or pattern keeps it busy.
import type { ArgumentErrors, ArgumentValidator } from './validate';
import { validateArguments } from './validate';
import type { ValidateReply, ValidateRequest } from './validateWorker';

export const VALIDATE_TIMEOUT_MS = 10_000;

/** The hub's validator, plus a way to end the worker when the hub stops (hubService.ts). */
export interface WorkerValidator {
  validate: ArgumentValidator;
  /** Ends the worker and every waiting check (with an error); later checks are refused. */
  dispose(): void;
}

interface Pending {
  resolve(errors: ArgumentErrors): void;
  timer: ReturnType<typeof setTimeout>;
}

const STOPPED_MESSAGE = 'The argument checker was stopped with the sidebar.';

/**
 * validateArguments in a worker, started on the first check and kept by this validator (one per hub);
 * where there is no Worker (tests, non-browser) it runs here.
 */
export function createWorkerValidator(): WorkerValidator {
  if (typeof Worker === 'undefined')
    return { validate: (schema, input) => validateArguments(schema, input), dispose: () => undefined };
  let worker: Worker | undefined;
  let disposed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  /** Answers one waiting check, unless it was answered already (a reply that comes after the timeout). */
  const settle = (id: number, errors: ArgumentErrors) => {
    const entry = pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(id);
    entry.resolve(errors);
  };

  /** Ends every waiting check with an error (so nothing runs unchecked) and drops the worker. */
  const failAll = (message: string) => {
    worker?.terminate();
    worker = undefined;
    for (const id of [...pending.keys()]) settle(id, { '': [message] });
  };

  const startWorker = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./validateWorker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data }: MessageEvent<ValidateReply>) => settle(data.id, data.errors);
    started.onerror = (event) =>
      failAll(`The argument checker stopped: ${event.message || 'unknown error'}.`);
    worker = started;
    return started;
  };

  const validate: ArgumentValidator = (schema, input) => {
    if (disposed) return Promise.resolve({ '': [STOPPED_MESSAGE] });
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(
        () =>
          failAll(
            `Checking the arguments took over ${VALIDATE_TIMEOUT_MS / 1000} s: the schema is too complex.`,
          ),
        VALIDATE_TIMEOUT_MS,
      );
      pending.set(id, { resolve, timer });
      const request: ValidateRequest = { id, schema, input };
      try {
        startWorker().postMessage(request);
      } catch (error) {
        // No worker (blocked, out of memory) or a value postMessage can't copy: only this check fails, now.
        const reason = error instanceof Error ? error.message : String(error);
        settle(id, { '': [`The argument checker could not take this check: ${reason}.`] });
      }
    });
  };

  return {
    validate,
    dispose() {
      disposed = true;
      failAll(STOPPED_MESSAGE);
    },
  };
}
