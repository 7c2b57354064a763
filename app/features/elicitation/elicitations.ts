// The window's input queue (bridge/connections/elicitationQueue.ts) kept in step with the call cards: a
// question is tied to the call running on its server, so its form shows under that card, and it ends
// when that call ends (done, failed, timed out or cancelled). The SDK gives a client handler no link to
// the call it came with, so a question is tied only when exactly one call ran on its server when it came;
// with two or more it stays standalone (naming its server) for good, and a real orphan still ends when the
// server withdraws its request.
import { ElicitationQueue, type PendingElicitation } from '../../../bridge/connections/elicitationQueue';
import type { CallRecord } from '../../../bridge/hub/types';
import type { ArgumentValidator } from '../../../bridge/schema/validate';
import type { AppStore } from '../../shell/store';
import type { WorkerValidator } from '../../../bridge/schema/validateInWorker';

export interface Elicitations {
  queue: ElicitationQueue;
  /** Checks a form's values against the server's schema (ajv in a worker, as the tool form's). */
  validate: ArgumentValidator;
  stop(): void;
}

export function startElicitations(store: AppStore): Elicitations {
  const queue = new ElicitationQueue();
  // The checker (ajv in a worker) loads with the first Accept: the sidebar's first download stays as it was.
  let validator: Promise<WorkerValidator> | undefined;
  const validate: ArgumentValidator = async (schema, args) => {
    validator ??= import('../../../bridge/schema/validateInWorker').then(({ createWorkerValidator }) =>
      createWorkerValidator(),
    );
    return (await validator).validate(schema, args);
  };
  // Questions that could belong to more than one call: never tied later, so never ended with the wrong call.
  const untied = new Set<string>();
  const sync = () => {
    const { calls } = store.getState();
    const items = queue.list();
    for (const id of untied) if (!items.some((item) => item.id === id)) untied.delete(id);
    for (const item of items) {
      if (item.callId === undefined) {
        if (untied.has(item.id)) continue;
        const candidates = possibleCalls(item, calls);
        if (candidates.length === 1) queue.link(item.id, candidates[0]!.id);
        else if (candidates.length > 1) untied.add(item.id);
      } else if (!isOpen(calls.find((call) => call.id === item.callId))) {
        // Another call on its server may still be waiting on this question: show it on its own instead.
        if (calls.some((call) => call.serverId === item.serverId && isOpen(call))) {
          untied.add(item.id);
          queue.unlink(item.id);
        } else queue.endCall(item.callId);
      }
    }
  };
  const stopQueue = queue.subscribe(sync);
  const stopStore = store.subscribe((state, previous) => {
    if (state.calls !== previous.calls) sync();
  });
  return {
    queue,
    validate,
    stop() {
      stopQueue();
      stopStore();
      queue.close();
      // A validator that never started has nothing to dispose.
      void validator?.then((started) => started.dispose());
    },
  };
}

/** The calls this question may belong to: on its server, running, and started before it came. */
export function possibleCalls(item: PendingElicitation, calls: readonly CallRecord[]): CallRecord[] {
  return calls.filter(
    (call) =>
      call.serverId === item.serverId && call.status === 'running' && call.startedAt <= item.receivedAt,
  );
}

/** A call card that is gone (cleared) counts as ended. */
const isOpen = (call: CallRecord | undefined) => call?.status === 'running';
