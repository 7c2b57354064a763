// The sites the user taught (selectors picked on the page), per hostname. Stored with the security settings,
// on our origin, never in the page: the sidebar serves a host's entry to that host's page only.
import type { TaughtAdapter } from '../../../bridge/protocol/adapters';
import type { SliceCreator } from '../../shell/appState';

export interface TaughtSitesSlice {
  taughtSites: Record<string, TaughtAdapter>;
  /** Saves (or replaces) the entry of `adapter.host`. */
  saveTaughtSite(adapter: TaughtAdapter): void;
  deleteTaughtSite(host: string): void;
}

export const createTaughtSitesSlice: SliceCreator<TaughtSitesSlice> = (set) => ({
  taughtSites: {},
  saveTaughtSite: (adapter) => set((s) => ({ taughtSites: { ...s.taughtSites, [adapter.host]: adapter } })),
  deleteTaughtSite: (host) =>
    set((s) => {
      const taughtSites = { ...s.taughtSites };
      delete taughtSites[host];
      return { taughtSites };
    }),
});
