import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAGE_SETTINGS, PAGE_SETTINGS, isIntegerSpec } from '../../../bridge/protocol/settings';
import type { PageSettingKey, SettingSpec } from '../../../bridge/protocol/settings';
import { SETTING_LABELS } from './settingLabels';
import { SettingsPanel } from './SettingsPanel';

function setup(extra: { onInsertInstructions?: () => void } = {}) {
  const onChange = vi.fn();
  const onCustomInstructionsChange = vi.fn();
  render(
    <SettingsPanel
      settings={{ ...DEFAULT_PAGE_SETTINGS, autoSubmit: false, agentMode: true }}
      customInstructions="Be brief."
      onChange={onChange}
      onCustomInstructionsChange={onCustomInstructionsChange}
      {...extra}
    />,
  );
  return { onChange, onCustomInstructionsChange };
}

describe('SettingsPanel', () => {
  it('shows the toggles with their state and reports changes', async () => {
    const user = userEvent.setup();
    const { onChange } = setup();
    const autoExecute = screen.getByRole('switch', { name: 'Auto-execute' }) as HTMLInputElement;
    const autoSubmit = screen.getByRole('switch', { name: 'Auto-submit' }) as HTMLInputElement;
    expect(autoExecute.checked).toBe(true);
    expect(autoSubmit.checked).toBe(false);
    await user.click(autoExecute);
    await user.click(autoSubmit);
    await user.click(screen.getByRole('switch', { name: 'Auto-insert' }));
    await user.click(screen.getByRole('switch', { name: 'Agent mode' }));
    expect(onChange.mock.calls).toEqual([
      ['autoExecute', false],
      ['autoSubmit', true],
      ['autoInsert', false],
      ['agentMode', false],
    ]);
  });

  it('draws one control per setting of the table, in its order, with the table’s range', () => {
    setup();
    const automation = screen.getByRole('region', { name: 'Automation' });
    const controls = automation.querySelectorAll('input');
    const keys = Object.keys(PAGE_SETTINGS) as PageSettingKey[];
    expect(controls).toHaveLength(keys.length);
    keys.forEach((key, index) => {
      const spec: SettingSpec = PAGE_SETTINGS[key];
      const control = controls[index]!;
      expect(control.labels?.[0]?.textContent, key).toBe(SETTING_LABELS[key].label);
      expect(control.getAttribute('role') ?? control.type, key).toBe(
        isIntegerSpec(spec) ? 'number' : 'switch',
      );
      if (isIntegerSpec(spec))
        expect([control.min, control.max], key).toEqual([String(spec.min), String(spec.max)]);
    });
  });

  it('reports delays and the attach threshold, ignoring numbers outside the range', () => {
    const { onChange } = setup();
    const delay = screen.getByRole('spinbutton', { name: 'Submit delay' });
    fireEvent.change(delay, { target: { value: '800' } });
    fireEvent.change(delay, { target: { value: '-5' } });
    fireEvent.change(delay, { target: { value: String(PAGE_SETTINGS.submitDelayMs.max + 1) } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Attach results longer than' }), {
      target: { value: '2000' },
    });
    expect(onChange.mock.calls).toEqual([
      ['submitDelayMs', 800],
      ['attachThresholdChars', 2000],
    ]);
  });

  it('edits custom instructions and inserts them only when a page can take them', async () => {
    const user = userEvent.setup();
    const { onCustomInstructionsChange } = setup();
    const button = screen.getByRole('button', { name: 'Insert instructions into chat' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Custom instructions' }), '!');
    expect(onCustomInstructionsChange).toHaveBeenLastCalledWith('Be brief.!');

    cleanup();
    const onInsertInstructions = vi.fn();
    setup({ onInsertInstructions });
    await user.click(screen.getByRole('button', { name: 'Insert instructions into chat' }));
    expect(onInsertInstructions).toHaveBeenCalledOnce();
  });

  it('changes the theme', async () => {
    const user = userEvent.setup();
    const onThemeChange = vi.fn();
    render(
      <SettingsPanel
        settings={DEFAULT_PAGE_SETTINGS}
        customInstructions=""
        onChange={vi.fn()}
        onCustomInstructionsChange={vi.fn()}
        theme="system"
        onThemeChange={onThemeChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'dark');
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Same as the chat page');
    expect(onThemeChange).toHaveBeenLastCalledWith('host');
  });
});
