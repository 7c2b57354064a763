// Keeps the store's call history in its own storage (IndexedDB), off the security settings' key. Loads
// once (nothing is saved before, so a fresh window never overwrites the saved history), then saves the
// newest list after each change, one write at a time; a refused write shrinks the history, never a call.
import type { StoreApi } from 'zustand';
import type { CallToolResult } from '../../../bridge/connections/types';
import type { CallRecord } from '../../../bridge/hub/types';
import type { HistoryStorage } from './historyStorage';
import { isQuotaError } from '../../core/storageErrors';
import { CALL_HISTORY_LIMIT, forStorage, settleInterrupted } from './storageLimits';
import type { AppState } from '../../shell/appState';

export interface HistoryPersistence {
  /** Resolves once the saved history is in the store. */
  loaded: Promise<void>;
  /** Resolves once every change so far is written. */
  idle(): Promise<void>;
  /** Drops the saved history and the finished calls in this window; running and pending calls stay. */
  drop(): Promise<void>;
  /** The saved result of a call whose result left memory (`resultSaved`). */
  loadResult(id: string): Promise<CallToolResult | undefined>;
}

/**
 * Calls whose full results stay in memory, the newest; an older finished call keeps its result in the saved
 * history only, so the sidebar's memory stays flat as the history grows to CALL_HISTORY_LIMIT.
 */
export const RESULTS_IN_MEMORY = 200;

const finished = (call: CallRecord) => call.status !== 'pending' && call.status !== 'running';

/**
 * Each failure is said once per window: a frame whose browser refuses it storage refuses every write, and the
 * history is written after every batch of card changes (ten a second while calls run).
 */
const said = new Set<string>();
const warn = (what: string, error: unknown) => {
  const line = `[MCP Multi Bridge] ${what}: ${error instanceof Error ? error.message : String(error)}`;
  if (said.has(line)) return;
  said.add(line);
  console.warn(line);
};

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
  // Each record converted once: a save then costs the calls that changed, not the whole history, and an
  // unchanged call keeps its identity, which tells the storage it is already saved.
  const converted = new WeakMap<CallRecord, CallRecord>();
  const storable = (call: CallRecord) => {
    let stored = converted.get(call);
    if (!stored) converted.set(call, (stored = forStorage(call)));
    return stored;
  };

  /**
   * Writes `calls`; returns what was written (the newer part of it when the storage is full), or null when
   * the storage refused for another reason (a browser that gives a third-party frame no storage).
   */
  const writeOnce = async (calls: CallRecord[]): Promise<CallRecord[] | null> => {
    try {
      await history.save(calls);
      return calls;
    } catch (error) {
      if (!isQuotaError(error) || calls.length < 2) {
        warn('Could not save the call history', error);
        return isQuotaError(error) ? [] : null;
      }
      // Keep the newer half rather than nothing.
      return writeOnce(calls.slice(0, Math.floor(calls.length / 2)));
    }
  };
  /**
   * Older finished calls give up their result in memory: marked `resultSaved` when their saved copy was just
   * written; dropped when nothing can be saved, as the whole call was before the history outgrew 200 calls.
   */
  const releaseResults = (written: CallRecord[] | null) => {
    const saved = new Set(written);
    let released = false;
    const calls = store.getState().calls.map((call, index) => {
      if (index < RESULTS_IN_MEMORY || !call.result || !finished(call)) return call;
      const stored = converted.get(call);
      if (written && !(stored && saved.has(stored))) return call;
      const { result: _released, ...rest } = call;
      released = true;
      // The storage never writes over a call marked `resultSaved`: its saved copy keeps the result.
      return written ? ({ ...rest, resultSaved: true } satisfies CallRecord) : rest;
    });
    if (released) store.setState({ calls });
  };
  const save = (calls: CallRecord[]) => {
    const scheduled = queued !== null;
    queued = calls;
    if (scheduled) return;
    writing = writing.then(async () => {
      const next = queued ?? [];
      queued = null;
      releaseResults(await writeOnce(next.slice(0, CALL_HISTORY_LIMIT).map(storable)));
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
    loadResult: (id) => history.loadCall(id).then((call) => call?.result),
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
