// The connected chat page and what the user answered to it in this session. Nothing here is persisted.
import type { AdapterHealth, PageInfoParams } from '../../../bridge/protocol/types';
import type { SliceCreator } from '../../shell/appState';

export interface PageSlice {
  /** `health`: which chat parts the page's adapter finds, as the page last reported. */
  page: { origin?: string; info?: PageInfoParams; health?: AdapterHealth };
  /** Origins whose grant prompt the user answered "Not now" to in this session. */
  dismissedOrigins: Record<string, true>;
  /** Suggested server URLs the user ignored in this session. */
  ignoredSuggestions: Record<string, true>;
  setPageConnected(origin: string, info?: PageInfoParams): void;
  setPageHealth(origin: string, health: AdapterHealth): void;
  dismissOrigin(origin: string): void;
  ignoreSuggestion(url: string): void;
}

export const createPageSlice: SliceCreator<PageSlice> = (set) => ({
  page: {},
  dismissedOrigins: {},
  ignoredSuggestions: {},
  // New info for the same page (a grant reveals the rest of it) keeps its health report.
  setPageConnected: (origin, info) =>
    set((s) => {
      const same = s.page.origin === origin ? s.page : { origin };
      return { page: info ? { ...same, origin, info } : same };
    }),
  setPageHealth: (origin, health) =>
    set((s) => (s.page.origin === origin ? { page: { ...s.page, health } } : {})),
  dismissOrigin: (origin) => set((s) => ({ dismissedOrigins: { ...s.dismissedOrigins, [origin]: true } })),
  ignoreSuggestion: (url) => set((s) => ({ ignoredSuggestions: { ...s.ignoredSuggestions, [url]: true } })),
});
