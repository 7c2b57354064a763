// Automation settings, custom instructions and theme. The user's own choices are stored as overrides,
// so a site's suggested defaults apply only to what the user never set.
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from '../../bridge/protocol/types';
import type { SliceCreator } from './types';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface SettingsSlice {
  settingsOverrides: Partial<PageSettings>;
  customInstructions: string;
  theme: ThemeChoice;
  /** Shorter instructions (one line per tool) for long tool lists. */
  compactInstructions: boolean;
  setSetting<K extends keyof PageSettings>(key: K, value: PageSettings[K]): void;
  setCustomInstructions(text: string): void;
  setTheme(theme: ThemeChoice): void;
  setCompactInstructions(compact: boolean): void;
}

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set) => ({
  settingsOverrides: {},
  customInstructions: '',
  theme: 'system',
  compactInstructions: false,
  setSetting: (key, value) => set((s) => ({ settingsOverrides: { ...s.settingsOverrides, [key]: value } })),
  setCustomInstructions: (customInstructions) => set({ customInstructions }),
  setTheme: (theme) => set({ theme }),
  setCompactInstructions: (compactInstructions) => set({ compactInstructions }),
});

export function effectiveSettings(
  overrides: Partial<PageSettings>,
  siteDefaults: Partial<PageSettings> | undefined,
): PageSettings {
  return { ...DEFAULT_PAGE_SETTINGS, ...siteDefaults, ...overrides };
}
