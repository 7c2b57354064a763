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
import { createPromptsSlice } from './promptsSlice';
import { createTaughtSitesSlice } from './taughtSitesSlice';
import { createStorageStatusSlice, type StorageStatusSlice } from './storageStatusSlice';
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
  // Set once the store exists; what the storage reports while the store loads is kept and applied then.
  let pending: Partial<StorageStatusSlice> | undefined;
  let status: (patch: Partial<StorageStatusSlice>) => void = (patch) => (pending = { ...pending, ...patch });
  const started: { history?: HistoryPersistence } = {};
  const security = securityStorage(storage, {
    status: (patch) => status(patch),
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
        ...createPromptsSlice(...a),
        ...createTaughtSitesSlice(...a),
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
  status = (patch) => store.setState(patch);
  if (pending) status(pending);
  const history = (started.history = startHistoryPersistence(store, historyStorage));
  return Object.assign(store, { history });
}

export type AppStore = ReturnType<typeof createAppStore>;
