// Keeps the store's call history in its own storage (IndexedDB), off the security settings' key. Loads
// once (nothing is saved before, so a fresh window never overwrites the saved history), then saves the
// newest list after each change, one write at a time; a refused write shrinks the history, never a call.
import type { StoreApi } from 'zustand';
import type { CallRecord } from '../../bridge/hub/types';
import { CALL_HISTORY_LIMIT } from './callsSlice';
import type { HistoryStorage } from './historyStorage';
import { isQuotaError } from './securityStorage';
import { forStorage, settleInterrupted } from './storageLimits';
import type { AppState } from './types';

export interface HistoryPersistence {
  /** Resolves once the saved history is in the store. */
  loaded: Promise<void>;
  /** Resolves once every change so far is written. */
  idle(): Promise<void>;
  /** Drops the saved history and the finished calls in this window; running and pending calls stay. */
  drop(): Promise<void>;
}

const warn = (what: string, error: unknown) =>
  console.warn(`[MCP Multi Bridge] ${what}: ${error instanceof Error ? error.message : String(error)}`);

/** Newest first; a call this window already holds wins over its saved copy. */
function mergeCalls(current: CallRecord[], saved: CallRecord[]): CallRecord[] {
  const known = new Set(current.map((c) => c.id));
  return [...current, ...saved.filter((c) => !known.has(c.id)).map(settleInterrupted)].slice(
    0,
    CALL_HISTORY_LIMIT,
  );
}

export function startHistoryPersistence(
  store: StoreApi<AppState>,
  history: HistoryStorage,
): HistoryPersistence {
  let ready = false;
  let queued: CallRecord[] | null = null;
  let writing: Promise<void> = Promise.resolve();

  const writeOnce = async (calls: CallRecord[]) => {
    try {
      await history.save(calls);
    } catch (error) {
      if (!isQuotaError(error) || calls.length < 2) return warn('Could not save the call history', error);
      // Keep the newer half rather than nothing.
      await writeOnce(calls.slice(0, Math.floor(calls.length / 2)));
    }
  };
  const save = (calls: CallRecord[]) => {
    const scheduled = queued !== null;
    queued = calls;
    if (scheduled) return;
    writing = writing.then(() => {
      const next = queued ?? [];
      queued = null;
      return writeOnce(next.slice(0, CALL_HISTORY_LIMIT).map(forStorage));
    });
  };

  store.subscribe((state, previous) => {
    if (ready && state.calls !== previous.calls) save(state.calls);
  });

  const loaded = history
    .load()
    .catch((error: unknown) => {
      warn('Could not read the call history', error);
      return [];
    })
    .then((saved) => {
      ready = true;
      const current = store.getState().calls;
      if (saved.length > 0) store.setState({ calls: mergeCalls(current, saved) });
      else if (current.length > 0) save(current); // Calls migrated from the old shared key.
    });

  return {
    loaded,
    idle: () => loaded.then(() => writing),
    async drop() {
      await loaded;
      store.setState((s) => ({
        calls: s.calls.filter((c) => c.status === 'pending' || c.status === 'running'),
      }));
      await writing;
      await history.clear().catch((error: unknown) => warn('Could not clear the call history', error));
    },
  };
}
