// The connected chat page and this session's UI state. Nothing here is persisted.
import type { PageInfoParams } from '../../bridge/protocol/types';
import type { SliceCreator } from './types';

export interface Notice {
  kind: 'info' | 'error';
  text: string;
}

export interface PageSlice {
  page: { origin?: string; info?: PageInfoParams };
  /** One short message for the user (copy done, insert failed, ...). */
  notice: Notice | null;
  /** Origins whose grant prompt the user answered "Not now" to in this session. */
  dismissedOrigins: Record<string, true>;
  /** Suggested server URLs the user ignored in this session. */
  ignoredSuggestions: Record<string, true>;
  setPageConnected(origin: string, info?: PageInfoParams): void;
  dismissOrigin(origin: string): void;
  ignoreSuggestion(url: string): void;
  setNotice(notice: Notice | null): void;
}

export const createPageSlice: SliceCreator<PageSlice> = (set) => ({
  page: {},
  dismissedOrigins: {},
  ignoredSuggestions: {},
  notice: null,
  setPageConnected: (origin, info) =>
    set((s) => ({ page: info ? { origin, info } : s.page.origin === origin ? s.page : { origin } })),
  dismissOrigin: (origin) => set((s) => ({ dismissedOrigins: { ...s.dismissedOrigins, [origin]: true } })),
  ignoreSuggestion: (url) => set((s) => ({ ignoredSuggestions: { ...s.ignoredSuggestions, [url]: true } })),
  setNotice: (notice) => set({ notice }),
});
