// Where the call history is kept, apart from the security settings. IndexedDB in the browser
// (indexedDbHistory.ts); memory where there is none (unit tests, some private modes), so history then
// lasts only as long as the window.
import type { CallRecord } from '../../../bridge/hub/types';
import { indexedDbHistory } from './indexedDbHistory';

/** `save` is handed the whole history, newest first; a call marked `resultSaved` is never written over. */
export interface HistoryStorage {
  load(): Promise<CallRecord[]>;
  /** One saved call, as saved. */
  loadCall(id: string): Promise<CallRecord | undefined>;
  save(calls: CallRecord[]): Promise<void>;
  clear(): Promise<void>;
}

export function memoryHistory(initial: CallRecord[] = []): HistoryStorage & { saved: CallRecord[] } {
  const history = {
    saved: initial,
    load: () => Promise.resolve(history.saved),
    loadCall: (id: string) => Promise.resolve(history.saved.find((call) => call.id === id)),
    save: (calls: CallRecord[]) => {
      // A call whose result left memory (`resultSaved`) keeps its saved copy, as in IndexedDB.
      const before = new Map(history.saved.map((call) => [call.id, call]));
      history.saved = calls.map((call) => (call.resultSaved && before.get(call.id)) || call);
      return Promise.resolve();
    },
    clear: () => history.save([]),
  };
  return history;
}

export function defaultHistory(): HistoryStorage {
  return typeof indexedDB === 'undefined' ? memoryHistory() : indexedDbHistory(indexedDB);
}
