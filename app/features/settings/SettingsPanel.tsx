import { useId } from 'react';
import type { PageSettings } from '../../../bridge/protocol/settings';
import { SETTING_KEYS, SettingField } from './SettingField';
import type { ThemeChoice } from './settingsSlice';
import { button, card, input, inputBase, muted } from '../../ui/classNames';

export interface SettingsPanelProps {
  settings: PageSettings;
  customInstructions: string;
  /** Absent when no chat page is connected (the button would have nowhere to insert). */
  onInsertInstructions?: () => void;
  onChange<K extends keyof PageSettings>(key: K, value: PageSettings[K]): void;
  onCustomInstructionsChange(text: string): void;
  theme?: ThemeChoice;
  onThemeChange?: (theme: ThemeChoice) => void;
}

export function SettingsPanel(props: SettingsPanelProps) {
  const { settings, customInstructions, onChange, onInsertInstructions, onCustomInstructionsChange } = props;
  const id = useId();
  const themeId = useId();
  return (
    <div className="flex flex-col gap-3">
      {props.theme && props.onThemeChange && (
        <section className={card} aria-label="Appearance">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={themeId} className="text-sm font-semibold">
              Theme
            </label>
            <select
              id={themeId}
              className={inputBase}
              value={props.theme}
              onChange={(e) => props.onThemeChange?.(e.target.value as ThemeChoice)}
            >
              <option value="system">Same as the system</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
              <option value="host">Same as the chat page</option>
            </select>
          </div>
        </section>
      )}
      <section className={card} aria-label="Automation">
        <h2 className="text-sm font-semibold">Automation</h2>
        {SETTING_KEYS.map((key) => (
          <SettingField key={key} name={key} value={settings[key]} onChange={onChange} />
        ))}
      </section>
      <section className={card} aria-label="Instructions">
        <label htmlFor={id} className="text-sm font-semibold">
          Custom instructions
        </label>
        <p className={muted}>Added to the instructions the AI gets with your tool list.</p>
        <textarea
          id={id}
          rows={4}
          className={`${input} mt-1`}
          value={customInstructions}
          onChange={(e) => onCustomInstructionsChange(e.target.value)}
        />
        <button
          type="button"
          className={`${button} mt-2`}
          onClick={onInsertInstructions}
          disabled={!onInsertInstructions}
        >
          Insert instructions into chat
        </button>
      </section>
    </div>
  );
}
