// The one app store: typed slices combined, with persist on the combined store only. Security settings
// persist to their own key (securityStorage.ts); call history to its own storage (historyPersistence.ts).
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createServersSlice } from './serversSlice';
import { createToolsSlice } from './toolsSlice';
import { createCallsSlice } from './callsSlice';
import { createSettingsSlice } from './settingsSlice';
import { createGrantsSlice } from './grantsSlice';
import { createPageSlice } from './pageSlice';
import { createOAuthSlice } from './oauthSlice';
import { createPageToolsSlice } from './pageToolsSlice';
import { createStorageStatusSlice } from './storageStatusSlice';
import { mergePersisted, migrate, partialize, STORAGE_KEY, STORAGE_VERSION } from './persistence';
import { securityStorage } from './securityStorage';
import { defaultHistory, type HistoryStorage } from './historyStorage';
import { startHistoryPersistence, type HistoryPersistence } from './historyPersistence';
import type { AppState } from './types';

/** Builds a store; tests pass their own storages, the app uses localStorage and IndexedDB. */
export function createAppStore(
  storage: () => StateStorage = () => localStorage,
  historyStorage: HistoryStorage = defaultHistory(),
) {
  // Both are set once the store exists; a problem met while it loads is kept and shown then.
  let problem: string | null = null;
  let unavailable = false;
  const started: { history?: HistoryPersistence } = {};
  let report: (next: string | null) => void = (next) => (problem = next);
  let reportUnavailable: () => void = () => (unavailable = true);
  const security = securityStorage(storage, {
    report: (next) => report(next),
    unavailable: () => reportUnavailable(),
    dropHistory: () => started.history?.drop() ?? historyStorage.clear(),
  });
  const store = create<AppState>()(
    persist(
      (...a) => ({
        ...createServersSlice(...a),
        ...createToolsSlice(...a),
        ...createCallsSlice(...a),
        ...createSettingsSlice(...a),
        ...createGrantsSlice(...a),
        ...createPageSlice(...a),
        ...createOAuthSlice(...a),
        ...createPageToolsSlice(...a),
        ...createStorageStatusSlice(...a),
      }),
      {
        name: STORAGE_KEY,
        version: STORAGE_VERSION,
        storage: createJSONStorage(() => security),
        partialize,
        merge: mergePersisted,
        migrate,
      },
    ),
  );
  report = (next) => store.setState({ securitySaveError: next });
  if (problem) report(problem);
  reportUnavailable = () => store.setState({ securityStorageUnavailable: true });
  if (unavailable) reportUnavailable();
  const history = (started.history = startHistoryPersistence(store, historyStorage));
  return Object.assign(store, { history });
}

export type AppStore = ReturnType<typeof createAppStore>;
