// Call cards, newest first. History is persisted (capped); which calls await a click is live state.
import type { CallRecord } from '../../bridge/hub/types';
import type { SliceCreator } from './types';

export const CALL_HISTORY_LIMIT = 200;

export interface CallsSlice {
  calls: CallRecord[];
  /** Ids of pending calls that a Run/Reject click in this window can decide. */
  awaitingApproval: Record<string, true>;
  /** A badge click in the chat asked to show this call's card (by CallMeta key); live, never persisted. */
  callFocus: { key: string } | null;
  focusCall(key: string): void;
  clearCallFocus(): void;
  upsertCall(call: CallRecord): void;
  setAwaitingApproval(callId: string, awaiting: boolean): void;
}

export const createCallsSlice: SliceCreator<CallsSlice> = (set) => ({
  calls: [],
  awaitingApproval: {},
  callFocus: null,
  // A fresh object each time, so a second click on the same badge focuses the card again.
  focusCall: (key) => set({ callFocus: { key } }),
  clearCallFocus: () => set({ callFocus: null }),
  upsertCall: (call) =>
    set((s) => {
      const index = s.calls.findIndex((c) => c.id === call.id);
      if (index === -1) return { calls: [call, ...s.calls].slice(0, CALL_HISTORY_LIMIT) };
      const calls = s.calls.slice();
      calls[index] = call;
      return { calls };
    }),
  setAwaitingApproval: (callId, awaiting) =>
    set((s) => {
      const awaitingApproval = { ...s.awaitingApproval };
      if (awaiting) awaitingApproval[callId] = true;
      else delete awaitingApproval[callId];
      return { awaitingApproval };
    }),
});
