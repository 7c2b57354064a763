// The storage under the security settings. Writes are synchronous (a revoke is saved before the UI shows
// it), a refused write is reported to the user rather than swallowed, and when space runs out the call
// history goes first: the pre-split key at once, then the IndexedDB history, and the write is tried again.
import type { StateStorage } from 'zustand/middleware';
import { LEGACY_STORAGE_KEY } from './persistence';
import type { StorageStatusSlice } from './storageStatusSlice';
import { errorName, isQuotaError } from '../../core/storageErrors';

export interface SecurityStorageHooks {
  /**
   * What changed: the save error (null once a write succeeds again; only when it changes), or that the
   * browser keeps no storage here at all (a refused read; said once, as information, not an error).
   */
  status(patch: Partial<StorageStatusSlice>): void;
  /** Frees the space call history takes; the write is retried when it resolves. */
  dropHistory(): Promise<void>;
}

export function saveFailedMessage(error: unknown): string {
  return (
    `Could not save your permissions and servers: the browser refused to store them (${errorName(error)}). ` +
    'Your last change will be lost on reload.'
  );
}

/** `open` is called on first use: reading `localStorage` itself throws where storage is blocked. */
export function securityStorage(open: () => StateStorage, hooks: SecurityStorageHooks): StateStorage {
  let storage: StateStorage | undefined;
  let problem: string | null = null;
  let lastWritten: string | null = null;
  let legacyKept = true;
  /** The newest value a refused write left unsaved, for the retry once history is gone. */
  let unsaved: { name: string; value: string } | null = null;
  let droppingHistory = false;
  // Set when even reading is refused: every later write fails the same way, and that is no lost change.
  let unavailable = false;

  const backing = (): StateStorage => (storage ??= open());
  const setProblem = (next: string | null) => {
    if (next === problem) return;
    problem = next;
    hooks.status({ securitySaveError: next });
  };
  const dropLegacy = () => {
    backing().removeItem(LEGACY_STORAGE_KEY);
    legacyKept = false;
  };
  const write = (name: string, value: string) => {
    backing().setItem(name, value);
    lastWritten = value;
    unsaved = null;
    // The settings now live under their own key; the old shared one only holds history we moved on.
    if (legacyKept) dropLegacy();
    setProblem(null);
  };
  const retryAfterHistory = () => {
    if (droppingHistory) return;
    droppingHistory = true;
    // Dropping the history is best effort (caught below); the retry that follows reports what still fails.
    void hooks
      .dropHistory()
      .catch(() => undefined)
      .then(() => {
        droppingHistory = false;
        if (!unsaved) return;
        try {
          write(unsaved.name, unsaved.value);
        } catch (error) {
          setProblem(saveFailedMessage(error));
        }
      });
  };

  return {
    getItem: (name) => {
      try {
        const own = backing().getItem(name) as string | null;
        lastWritten = own;
        // First load after the split: read the old shared key; the persist migration moves it over.
        return own ?? (backing().getItem(LEGACY_STORAGE_KEY) as string | null);
      } catch (error) {
        if (isQuotaError(error)) setProblem(saveFailedMessage(error));
        else if (!unavailable) {
          unavailable = true;
          hooks.status({ securityStorageUnavailable: true });
        }
        return null;
      }
    },
    removeItem: (name) => backing().removeItem(name),
    setItem: (name, value) => {
      if (value === lastWritten) {
        // Storage already holds exactly this (say, a refused grant was revoked again): nothing is lost.
        unsaved = null;
        return setProblem(null);
      }
      try {
        write(name, value);
        return;
      } catch (error) {
        unsaved = { name, value };
        if (!isQuotaError(error)) {
          // No space to free. Where storage was never there (a refused read), a refused write loses nothing.
          if (!unavailable) setProblem(saveFailedMessage(error));
          return;
        }
      }
      try {
        dropLegacy();
        write(name, value);
      } catch (error) {
        unsaved = { name, value };
        setProblem(saveFailedMessage(error));
        // Where history shares the quota (Firefox counts IndexedDB with localStorage), freeing it helps.
        if (isQuotaError(error)) retryAfterHistory();
      }
    },
  };
}
