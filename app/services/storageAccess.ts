// In a chat page's frame, storage is partitioned by top-level site. The Storage Access API (after a click)
// can reach the dashboard's first-party storage; we then copy its configuration into this frame's store.
import type { AppStore } from '../store/store';
import { readSecuritySettings } from '../store/readSecuritySettings';
import { applyHandoffState, pickHandoffState } from './handoff';

interface StorageAccessHandle {
  localStorage?: Storage;
}
type RequestStorageAccess = (types?: { localStorage: boolean }) => Promise<StorageAccessHandle | undefined>;

export const canRequestStorageAccess = (): boolean => typeof document.requestStorageAccess === 'function';

export async function importDashboardStorage(store: AppStore): Promise<number> {
  // Chrome returns a handle with unpartitioned localStorage; other browsers unpartition window.localStorage.
  const request = document.requestStorageAccess as unknown as RequestStorageAccess;
  const handle = await request.call(document, { localStorage: true });
  const state = readSecuritySettings(handle?.localStorage ?? localStorage);
  const origin = store.getState().page.origin ?? '';
  return applyHandoffState(store, pickHandoffState(state, origin), origin);
}
