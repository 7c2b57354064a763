export { LayoutSelect } from './LayoutSelect';
export { selectSettings } from './selectSettings';
export { SETTING_KEYS, SettingField } from './SettingField';
