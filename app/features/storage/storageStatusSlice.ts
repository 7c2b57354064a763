// Whether the security settings could be saved. Live state: a failed save must stay on screen until a
// later save succeeds, so the user knows their last change will not survive a reload.
import type { SliceCreator } from '../../shell/appState';

export interface StorageStatusSlice {
  /** Why the last save of the security settings failed; null while saves succeed. */
  securitySaveError: string | null;
  /** The browser keeps no storage for this window at all (a frame on another site where it blocks that). */
  securityStorageUnavailable: boolean;
}

export const createStorageStatusSlice: SliceCreator<StorageStatusSlice> = () => ({
  securitySaveError: null,
  securityStorageUnavailable: false,
});
