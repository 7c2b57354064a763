// Where the call history is kept, apart from the security settings. IndexedDB in the browser
// (indexedDbHistory.ts); memory where there is none (unit tests, some private modes), so history then
// lasts only as long as the window.
import type { CallRecord } from '../../bridge/hub/types';
import { indexedDbHistory } from './indexedDbHistory';

export interface HistoryStorage {
  load(): Promise<CallRecord[]>;
  save(calls: CallRecord[]): Promise<void>;
  clear(): Promise<void>;
}

export function memoryHistory(initial: CallRecord[] = []): HistoryStorage & { saved: CallRecord[] } {
  const history = {
    saved: initial,
    load: () => Promise.resolve(history.saved),
    save: (calls: CallRecord[]) => {
      history.saved = calls;
      return Promise.resolve();
    },
    clear: () => history.save([]),
  };
  return history;
}

export function defaultHistory(): HistoryStorage {
  return typeof indexedDB === 'undefined' ? memoryHistory() : indexedDbHistory(indexedDB);
}
