// Automation settings, custom instructions and theme. The user's own choices are stored as overrides,
// so a site's suggested defaults apply only to what the user never set.
import { DEFAULT_PAGE_SETTINGS, type PageLayoutParams, type PageSettings } from '../../bridge/protocol/types';
import type { SliceCreator } from './types';

/** "host": follow the chat page's color scheme (the system's when the page gives none). */
export type ThemeChoice = 'system' | 'light' | 'dark' | 'host';

/** Sidebar width on the chat page, in pixels; the default is the loader's. */
export const LAYOUT_WIDTH = { min: 320, max: 800, default: 400 } as const;

export interface SettingsSlice {
  settingsOverrides: Partial<PageSettings>;
  customInstructions: string;
  theme: ThemeChoice;
  /** Shorter instructions (one line per tool) for long tool lists. */
  compactInstructions: boolean;
  /** How the loader shows the sidebar on chat pages; only what the user set, the site's embed config fills the rest. */
  pageLayout: PageLayoutParams;
  setSetting<K extends keyof PageSettings>(key: K, value: PageSettings[K]): void;
  setCustomInstructions(text: string): void;
  setTheme(theme: ThemeChoice): void;
  setCompactInstructions(compact: boolean): void;
  setPageLayout(change: PageLayoutParams): void;
}

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set) => ({
  settingsOverrides: {},
  customInstructions: '',
  theme: 'system',
  compactInstructions: false,
  pageLayout: {},
  setSetting: (key, value) => set((s) => ({ settingsOverrides: { ...s.settingsOverrides, [key]: value } })),
  setCustomInstructions: (customInstructions) => set({ customInstructions }),
  setTheme: (theme) => set({ theme }),
  setCompactInstructions: (compactInstructions) => set({ compactInstructions }),
  setPageLayout: (change) =>
    set((s) => {
      const next = { ...s.pageLayout, ...change };
      if (next.width !== undefined) next.width = clampWidth(next.width);
      return { pageLayout: next };
    }),
});

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return LAYOUT_WIDTH.default;
  return Math.min(LAYOUT_WIDTH.max, Math.max(LAYOUT_WIDTH.min, Math.round(width)));
}

export function effectiveSettings(
  overrides: Partial<PageSettings>,
  siteDefaults: Partial<PageSettings> | undefined,
): PageSettings {
  return { ...DEFAULT_PAGE_SETTINGS, ...siteDefaults, ...overrides };
}
