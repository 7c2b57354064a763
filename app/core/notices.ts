// The message the notice bar shows (copy done, insert failed, ...), and how a command sets it: an error's
// message after "what". Live state, never stored.
import type { SliceCreator } from '../shell/appState';
import type { AppStore } from '../shell/store';
import type { Notice } from '../ui/NoticeBar';

export interface NoticeSlice {
  notice: Notice | null;
  setNotice(notice: Notice | null): void;
}

export const createNoticeSlice: SliceCreator<NoticeSlice> = (set) => ({
  notice: null,
  setNotice: (notice) => set({ notice }),
});

export function noticesOf(store: AppStore) {
  const notify = (kind: 'info' | 'error', text: string) => store.getState().setNotice({ kind, text });
  const failed = (what: string) => (error: unknown) =>
    notify('error', `${what}: ${error instanceof Error ? error.message : String(error)}`);
  return { notify, failed };
}
