// Reads the security settings straight from storage, for windows that do not run the store on it (the
// consent/handoff window, a frame reading the dashboard's storage through the Storage Access API).
import { LEGACY_STORAGE_KEY, STORAGE_KEY, type PersistedState } from './persistence';

type Readable = Pick<Storage, 'getItem'>;

/** The saved settings (from the pre-split key if the app has not run since); {} if none or unreadable. */
export function readSecuritySettings(storage: Readable = localStorage): Partial<PersistedState> {
  try {
    const raw = storage.getItem(STORAGE_KEY) ?? storage.getItem(LEGACY_STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as { state?: Partial<PersistedState> & { calls?: unknown } };
    if (typeof parsed.state !== 'object' || parsed.state === null) return {};
    // The pre-split key also holds the call history, which is not a setting.
    const { calls: _calls, ...settings } = parsed.state;
    return settings;
  } catch {
    return {};
  }
}
