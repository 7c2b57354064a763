export { LayoutSelect } from './LayoutSelect';
export { PageLayoutSettings } from './PageLayoutSettings';
export { selectSettings } from './selectSettings';
export { SETTING_KEYS, SettingField } from './SettingField';
export { SettingsPanel } from './SettingsPanel';
export { createSettingsSlice } from './settingsSlice';
export type { SettingsSlice, ThemeChoice } from './settingsSlice';
export { startTheme } from './theme';
export { ThemeToggle } from './ThemeToggle';
