// In a chat page's frame, storage is partitioned by top-level site. The Storage Access API (after a click)
// can reach the dashboard's first-party storage; we then copy its configuration into this frame's store.
import type { AppStore } from '../../shell/store';
import { readSecuritySettings } from '../storage';
import { applyHandoffState, pickHandoffState } from './handoff';

interface StorageAccessHandle {
  localStorage?: Storage;
}
type RequestStorageAccess = (types?: { localStorage: boolean }) => Promise<StorageAccessHandle | undefined>;

export const canRequestStorageAccess = (): boolean => typeof document.requestStorageAccess === 'function';

/** The unpartitioned localStorage Chrome hands over with storage access; undefined where a browser gives none. */
export async function requestUnpartitionedStorage(doc: Document = document): Promise<Storage | undefined> {
  const request = doc.requestStorageAccess as unknown as RequestStorageAccess;
  return (await request.call(doc, { localStorage: true }))?.localStorage;
}

/** Written into this frame's own storage before asking, to tell its partition from the dashboard's. */
const PARTITION_MARK = 'mcp-multi-bridge:partition-mark';
export const COOKIES_ONLY =
  'this browser gave the frame its cookies only, not the dashboard’s storage. Use “Copy from the dashboard” instead.';

export async function importDashboardStorage(store: AppStore): Promise<number> {
  const own = localStorage;
  own.setItem(PARTITION_MARK, '1');
  try {
    // Chrome returns a handle with unpartitioned localStorage. Firefox grants the request but keeps
    // localStorage partitioned (only cookies open up); reading on would show this frame's own, empty state.
    const storage = (await requestUnpartitionedStorage()) ?? localStorage;
    if (storage.getItem(PARTITION_MARK) !== null) throw new Error(COOKIES_ONLY);
    const state = readSecuritySettings(storage);
    const origin = store.getState().page.origin ?? '';
    return applyHandoffState(store, pickHandoffState(state, origin), origin);
  } finally {
    own.removeItem(PARTITION_MARK);
  }
}
