// The connected page's own (WebMCP) tools (live) and the origins whose tools the user enabled (persisted).
// Deny by default: a page's tools are listed and run only once the user turns them on for that origin.
import type { PageTool } from '../../../bridge/hub/types';
import type { SliceCreator } from '../../shell/appState';

export interface PageToolsSlice {
  /** Per page origin: the tools it offers itself, as it last reported them. */
  pageTools: Record<string, PageTool[]>;
  pageToolsEnabled: Record<string, true>;
  setPageTools(origin: string, tools: PageTool[]): void;
  setPageToolsEnabled(origin: string, enabled: boolean): void;
}

export const createPageToolsSlice: SliceCreator<PageToolsSlice> = (set) => ({
  pageTools: {},
  pageToolsEnabled: {},
  setPageTools: (origin, tools) => set((s) => ({ pageTools: { ...s.pageTools, [origin]: tools } })),
  setPageToolsEnabled: (origin, enabled) =>
    set((s) => {
      const next = { ...s.pageToolsEnabled };
      if (enabled) next[origin] = true;
      else delete next[origin];
      return { pageToolsEnabled: next };
    }),
});
