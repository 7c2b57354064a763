// A site taught in a chat page's frame is saved in that frame's storage, which the browser keeps apart from the
// dashboard's. When the frame already holds storage access (granted with "Copy from the dashboard" in Chrome),
// the entry is written to the dashboard's storage too, so it follows the user there; nothing is asked for.
import type { TaughtAdapter } from '../../../bridge/protocol/adapters';
import { STORAGE_KEY } from '../storage';
import { requestUnpartitionedStorage } from '../consent';

/** A grant from an earlier page load: a new document holds no access until it asks, which then needs no click. */
async function accessGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'storage-access' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** True when the entry now also sits in the dashboard's storage; false where that storage is out of reach. */
export async function keepInDashboard(entry: TaughtAdapter, doc: Document = document): Promise<boolean> {
  if (window.top === window || typeof doc.hasStorageAccess !== 'function') return false;
  try {
    if (!(await doc.hasStorageAccess()) && !(await accessGranted())) return false;
    // Already granted, so this resolves without a prompt or a click.
    const storage = await requestUnpartitionedStorage(doc);
    if (!storage || storage === localStorage) return false;
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as {
      state?: { taughtSites?: Record<string, TaughtAdapter> };
    } | null;
    // Only add to settings the dashboard already saved; a newer save there for this host wins.
    if (!saved?.state) return false;
    const theirs = saved.state.taughtSites?.[entry.host];
    if (theirs && theirs.savedAt > entry.savedAt) return true;
    saved.state.taughtSites = { ...saved.state.taughtSites, [entry.host]: entry };
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));
    return true;
  } catch {
    return false;
  }
}
