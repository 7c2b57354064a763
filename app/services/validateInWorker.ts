// The hub's argument validator (bridge/hub/validateArguments.ts, ajv) as the app injects it (hubService.ts).
// ajv compiles each schema to code with `new Function`, which our pages' CSP forbids (no 'unsafe-eval',
// public/_headers). A dedicated worker is governed by its own script's response headers, which carry no
// CSP, so ajv runs there. The worker is also cut off when a hostile schema or pattern keeps it busy.
import type { ArgumentErrors, ArgumentValidator } from '../../bridge/hub/types';
import { validateArguments } from '../../bridge/hub/validateArguments';
import type { ValidateReply, ValidateRequest } from './validateWorker';

export const VALIDATE_TIMEOUT_MS = 10_000;

interface Pending {
  resolve(errors: ArgumentErrors): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * validateArguments in a worker, started on the first check and kept by this validator (one per hub);
 * where there is no Worker (tests, non-browser) it runs here.
 */
export function createWorkerValidator(): ArgumentValidator {
  if (typeof Worker === 'undefined') return (schema, input) => validateArguments(schema, input);
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  /** Ends every waiting check with an error (so nothing runs unchecked) and drops the worker. */
  const failAll = (message: string) => {
    worker?.terminate();
    worker = undefined;
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.resolve({ '': [message] });
    }
  };

  const startWorker = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./validateWorker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data }: MessageEvent<ValidateReply>) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(data.id);
      entry.resolve(data.errors);
    };
    started.onerror = (event) =>
      failAll(`The argument checker stopped: ${event.message || 'unknown error'}.`);
    worker = started;
    return started;
  };

  return (schema, input) => {
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
      startWorker().postMessage(request);
    });
  };
}
