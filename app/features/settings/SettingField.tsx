// One automation setting drawn from the settings table (bridge/protocol/settings.ts) with the app's label: a
// switch for a flag, a number field within the table's range. The Settings panel and the snippet generator
// both draw their settings with it, so a new setting shows up in both.
import { PAGE_SETTINGS, isIntegerSpec } from '../../../bridge/protocol/settings';
import type { PageSettingKey, PageSettings, SettingSpec } from '../../../bridge/protocol/settings';
import { NumberField } from '../../ui/NumberField';
import { SETTING_LABELS } from './settingLabels';
import { Toggle } from '../../ui/Toggle';

/** The settings in the table's order: the flags first, then the numbers. */
export const SETTING_KEYS = Object.keys(PAGE_SETTINGS) as PageSettingKey[];

export interface SettingFieldProps {
  name: PageSettingKey;
  value: boolean | number;
  onChange<K extends PageSettingKey>(key: K, value: PageSettings[K]): void;
}

export function SettingField({ name, value, onChange }: SettingFieldProps) {
  const spec: SettingSpec = PAGE_SETTINGS[name];
  const { label, description, unit, step } = SETTING_LABELS[name];
  if (isIntegerSpec(spec))
    return (
      <NumberField
        label={label}
        min={spec.min}
        max={spec.max}
        {...(unit === undefined ? {} : { unit })}
        {...(step === undefined ? {} : { step })}
        value={Number(value)}
        onChange={(v) => onChange(name, v)}
      />
    );
  return (
    <Toggle
      label={label}
      {...(description === undefined ? {} : { description })}
      checked={value === true}
      onChange={(v) => onChange(name, v)}
    />
  );
}
