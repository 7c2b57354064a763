// Keeps windows of the app on the same storage in step (dashboard tab, popup sidebar): when another window
// saves its security settings, take them, so a revoke there holds here too. Call history lives apart
// (IndexedDB) and stays per window, so a running call is never overwritten.
import type { AppStore } from '../../shell/store';
import { STORAGE_KEY, type PersistedState } from './persistence';

const SYNCED = [
  'servers',
  'policies',
  'settingsOverrides',
  'customInstructions',
  'theme',
  'pageLayout',
  'grants',
  'oauth',
  'pageToolsEnabled',
  'instructionExclusions',
  'toolDetail',
  'taughtSites',
] as const;

export function startStorageSync(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    let incoming: Partial<PersistedState>;
    try {
      incoming = (JSON.parse(event.newValue) as { state: Partial<PersistedState> }).state;
    } catch {
      return; // Another version of the app wrote something we can't read; keep ours.
    }
    const current = store.getState();
    const changes: Partial<PersistedState> = {};
    for (const key of SYNCED) {
      const value = incoming[key];
      // Only real changes: applying equal values would save again and ping-pong between windows.
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key])) {
        Object.assign(changes, { [key]: value });
      }
    }
    if (Object.keys(changes).length > 0) store.setState(changes);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
