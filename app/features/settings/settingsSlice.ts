// Automation settings, custom instructions and theme. The user's own choices are stored as overrides,
// so a site's suggested defaults apply only to what the user never set.
// Defaults and bounds come from the settings table (bridge/protocol/settings.ts), as on the page.
import {
  DEFAULT_PAGE_SETTINGS,
  PAGE_LAYOUT,
  PAGE_SETTINGS,
  clampToRange,
  isIntegerSpec,
} from '../../../bridge/protocol/settings';
import type { PageSettings, SettingSpec } from '../../../bridge/protocol/settings';
import type { PageLayoutParams } from '../../../bridge/protocol/types';
import { DEFAULT_TOOL_DETAIL, type ToolDetail } from '../../../bridge/instructions/toolDetail';
import type { SliceCreator } from '../../shell/appState';

/** "host": follow the chat page's color scheme (the system's when the page gives none). */
export type ThemeChoice = 'system' | 'light' | 'dark' | 'host';

export interface SettingsSlice {
  settingsOverrides: Partial<PageSettings>;
  customInstructions: string;
  theme: ThemeChoice;
  /** How much of each tool the instructions spell out (bridge/instructions/toolDetail.ts). */
  toolDetail: ToolDetail;
  /** How the loader shows the sidebar on chat pages; only what the user set, the site's embed config fills the rest. */
  pageLayout: PageLayoutParams;
  setSetting<K extends keyof PageSettings>(key: K, value: PageSettings[K]): void;
  setCustomInstructions(text: string): void;
  setTheme(theme: ThemeChoice): void;
  setToolDetail(detail: ToolDetail): void;
  setPageLayout(change: PageLayoutParams): void;
}

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set) => ({
  settingsOverrides: {},
  customInstructions: '',
  theme: 'system',
  toolDetail: DEFAULT_TOOL_DETAIL,
  pageLayout: {},
  setSetting: (key, value) => {
    const spec: SettingSpec = PAGE_SETTINGS[key];
    const bounded = isIntegerSpec(spec) && typeof value === 'number' ? clampToRange(spec, value) : value;
    set((s) => ({ settingsOverrides: { ...s.settingsOverrides, [key]: bounded } }));
  },
  setCustomInstructions: (customInstructions) => set({ customInstructions }),
  setTheme: (theme) => set({ theme }),
  setToolDetail: (toolDetail) => set({ toolDetail }),
  setPageLayout: (change) =>
    set((s) => {
      const next = { ...s.pageLayout, ...change };
      if (next.width !== undefined) next.width = clampToRange(PAGE_LAYOUT.width, next.width);
      return { pageLayout: next };
    }),
});

export function effectiveSettings(
  overrides: Partial<PageSettings>,
  siteDefaults: Partial<PageSettings> | undefined,
): PageSettings {
  return { ...DEFAULT_PAGE_SETTINGS, ...siteDefaults, ...overrides };
}
