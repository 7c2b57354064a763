// The one app store: typed slices combined, with persist on the combined store only.
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
import { mergePersisted, migrate, partialize, STORAGE_KEY, STORAGE_VERSION } from './persistence';
import { quietStorage } from './storageLimits';
import type { AppState } from './types';

/** Builds a store; tests pass their own storage, the app uses localStorage. */
export function createAppStore(storage: () => StateStorage = () => localStorage) {
  return create<AppState>()(
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
      }),
      {
        name: STORAGE_KEY,
        version: STORAGE_VERSION,
        storage: createJSONStorage(() => quietStorage(storage())),
        partialize,
        merge: mergePersisted,
        migrate,
      },
    ),
  );
}

export type AppStore = ReturnType<typeof createAppStore>;

export const useAppStore: AppStore = createAppStore();
