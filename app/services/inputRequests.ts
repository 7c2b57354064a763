// The window's input queue (bridge/connections/inputRequests.ts) kept in step with the call cards: a
// question is tied to the call running on its server, so its form shows under that card, and it ends
// when that call ends (done, failed, timed out or cancelled). The SDK gives a client handler no link to
// the call it came with, so the link is the running call on the same server that started first.
import { InputRequestQueue, type PendingInput } from '../../bridge/connections/inputRequests';
import type { ArgumentValidator, CallRecord } from '../../bridge/hub/types';
import type { AppStore } from '../store/store';
import type { WorkerValidator } from './validateInWorker';

export interface InputRequests {
  queue: InputRequestQueue;
  /** Checks a form's values against the server's schema (ajv in a worker, as the tool form's). */
  validate: ArgumentValidator;
  stop(): void;
}

export function startInputRequests(store: AppStore): InputRequests {
  const queue = new InputRequestQueue();
  // The checker (ajv in a worker) loads with the first Accept: the sidebar's first download stays as it was.
  let validator: Promise<WorkerValidator> | undefined;
  const validate: ArgumentValidator = async (schema, args) => {
    validator ??= import('./validateInWorker').then(({ createWorkerValidator }) => createWorkerValidator());
    return (await validator).validate(schema, args);
  };
  const sync = () => {
    const { calls } = store.getState();
    for (const item of queue.list()) {
      if (item.callId === undefined) {
        const call = matchCall(item, calls);
        if (call) queue.link(item.id, call.id);
      } else if (!isOpen(calls.find((call) => call.id === item.callId))) queue.endCall(item.callId);
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
      void validator?.then((started) => started.dispose());
    },
  };
}

/** The call this question belongs to: on its server, running when it came, the earliest of them. */
export function matchCall(item: PendingInput, calls: readonly CallRecord[]): CallRecord | undefined {
  let match: CallRecord | undefined;
  for (const call of calls)
    if (call.serverId === item.serverId && call.status === 'running' && call.startedAt <= item.receivedAt)
      if (!match || call.startedAt < match.startedAt) match = call;
  return match;
}

/** A call card that is gone (cleared) counts as ended. */
const isOpen = (call: CallRecord | undefined) => call?.status === 'running';
