// Call cards, newest first. History is persisted (capped); which calls await a click is live state.
import type { CallRecord } from '../../../bridge/hub/types';
import type { SliceCreator } from '../../shell/appState';
import { CALL_HISTORY_LIMIT } from '../history';

export interface CallsSlice {
  calls: CallRecord[];
  /** Ids of pending calls that a Run/Reject click in this window can decide. */
  awaitingApproval: Record<string, true>;
  /** A badge click in the chat asked to show this call's card (by CallMeta key); live, never persisted. */
  callFocus: { key: string } | null;
  focusCall(key: string): void;
  clearCallFocus(): void;
  upsertCall(call: CallRecord): void;
  /** Several card changes, oldest first, in one set(): one store notification and one render for them all. */
  upsertCalls(changes: readonly CallRecord[]): void;
  setAwaitingApproval(callId: string, awaiting: boolean): void;
}

export const createCallsSlice: SliceCreator<CallsSlice> = (set) => ({
  calls: [],
  awaitingApproval: {},
  callFocus: null,
  // A fresh object each time, so a second click on the same badge focuses the card again.
  focusCall: (key) => set({ callFocus: { key } }),
  clearCallFocus: () => set({ callFocus: null }),
  upsertCall: (call) => set((s) => ({ calls: upserted(s.calls, [call]) })),
  upsertCalls: (changes) => {
    if (changes.length > 0) set((s) => ({ calls: upserted(s.calls, changes) }));
  },
  setAwaitingApproval: (callId, awaiting) =>
    set((s) => {
      const awaitingApproval = { ...s.awaitingApproval };
      if (awaiting) awaitingApproval[callId] = true;
      else delete awaitingApproval[callId];
      return { awaitingApproval };
    }),
});

/** `calls` (newest first) with each change applied in order: a known id is replaced in place, a new one goes first. */
function upserted(calls: CallRecord[], changes: readonly CallRecord[]): CallRecord[] {
  const next = calls.slice();
  const added: CallRecord[] = [];
  for (const call of changes) {
    const index = next.findIndex((c) => c.id === call.id);
    if (index !== -1) {
      next[index] = call;
      continue;
    }
    const fresh = added.findIndex((c) => c.id === call.id);
    if (fresh === -1) added.unshift(call);
    else added[fresh] = call;
  }
  return added.length === 0 ? next : [...added, ...next].slice(0, CALL_HISTORY_LIMIT);
}
