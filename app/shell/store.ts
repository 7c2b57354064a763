// The one app store: typed slices combined, with persist on the combined store only. Security settings
// persist to their own key (securityStorage.ts); call history to its own storage (historyPersistence.ts).
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createServersSlice } from '../features/servers/serversSlice';
import { createToolsSlice } from '../features/tools/toolsSlice';
import { createCallsSlice } from '../features/calls/callsSlice';
import { createSettingsSlice } from '../features/settings/settingsSlice';
import { createGrantsSlice } from '../features/consent/grantsSlice';
import { createPageSlice } from '../features/page/pageSlice';
import { createOAuthSlice } from '../features/oauth/oauthSlice';
import { createPageToolsSlice } from '../features/tools/pageToolsSlice';
import { createPromptsSlice } from '../features/prompts/promptsSlice';
import { createTaughtSitesSlice } from '../features/teach/taughtSitesSlice';
import { createNoticeSlice } from '../core/notices';
import { createStorageStatusSlice, type StorageStatusSlice } from '../features/storage/storageStatusSlice';
import {
  mergePersisted,
  migrate,
  partialize,
  STORAGE_KEY,
  STORAGE_VERSION,
} from '../features/storage/persistence';
import { securityStorage } from '../features/storage/securityStorage';
import { defaultHistory, type HistoryStorage } from '../features/history/historyStorage';
import { startHistoryPersistence, type HistoryPersistence } from '../features/history/historyPersistence';
import type { AppState } from './appState';

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
        ...createNoticeSlice(...a),
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
