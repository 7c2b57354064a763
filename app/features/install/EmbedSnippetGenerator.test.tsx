import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_LAYOUT, PAGE_SETTINGS, isIntegerSpec } from '../../../bridge/protocol/settings';
import type { PageSettingKey, SettingSpec } from '../../../bridge/protocol/settings';
import { EmbedSnippetGenerator } from './EmbedSnippetGenerator';
import { LAYOUT_LABELS, SETTING_LABELS } from '../settings/settingLabels';

describe('EmbedSnippetGenerator', () => {
  it('builds the snippet from the selectors and a suggested server, and copies it', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(<EmbedSnippetGenerator appOrigin="https://bridge.example" onCopy={onCopy} />);
    expect(screen.getByRole('list', { name: 'Problems' }).textContent).toMatch(/needs a selector for input/);
    await user.type(screen.getByRole('textbox', { name: 'Chat input' }), '#ask');
    await user.type(screen.getByRole('textbox', { name: 'Send button' }), '#send');
    await user.type(screen.getByRole('textbox', { name: 'Assistant message' }), '.reply');
    await user.click(screen.getByRole('button', { name: 'Add a suggested server' }));
    await user.type(screen.getByRole('textbox', { name: 'Suggested server 1 name' }), 'Docs');
    await user.type(
      screen.getByRole('textbox', { name: 'Suggested server 1 URL' }),
      'https://tools.example/mcp',
    );
    await user.click(screen.getByRole('switch', { name: 'Auto-submit' }));
    await user.click(screen.getByRole('switch', { name: 'Agent mode' }));

    expect(screen.queryByRole('list', { name: 'Problems' })).toBeNull();
    const snippet = screen.getByLabelText('Your snippet').textContent ?? '';
    expect(snippet).toContain('<script src="https://bridge.example/embed.js"');
    expect(snippet).toContain(
      '"selectors":{"input":"#ask","sendButton":"#send","assistantMessage":".reply"}',
    );
    expect(snippet).toContain('"suggestedServers":[{"name":"Docs","url":"https://tools.example/mcp"}]');
    expect(snippet).toContain('"settingsDefaults":{"autoSubmit":true,"agentMode":true}');
    await user.click(screen.getByRole('button', { name: 'Copy your snippet' }));
    expect(onCopy).toHaveBeenCalledWith(snippet);
  });

  it('offers every setting of the table with its label and default, and the layouts of the table', async () => {
    const user = userEvent.setup();
    render(<EmbedSnippetGenerator appOrigin="https://bridge.example" onCopy={vi.fn()} />);
    const defaults = screen.getByRole('group', { name: "Defaults (each user's own settings win)" });
    for (const key of Object.keys(PAGE_SETTINGS) as PageSettingKey[]) {
      const spec: SettingSpec = PAGE_SETTINGS[key];
      const field = isIntegerSpec(spec)
        ? within(defaults).getByRole('spinbutton', { name: SETTING_LABELS[key].label })
        : within(defaults).getByRole('switch', { name: SETTING_LABELS[key].label });
      const value =
        field instanceof HTMLInputElement && field.type === 'checkbox'
          ? field.checked
          : Number((field as HTMLInputElement).value);
      expect(value, key).toBe(spec.default);
    }
    const layout = within(defaults).getByRole('combobox', { name: 'Sidebar' }) as HTMLSelectElement;
    expect([...layout.options].map((o) => [o.value, o.text])).toEqual(
      PAGE_LAYOUT.layout.options.map((option) => [option, LAYOUT_LABELS[option]]),
    );
    expect(layout.value).toBe('push');
    await user.selectOptions(layout, LAYOUT_LABELS.overlay);
    // A number field keeps its value while half typed; a change event is what a finished edit fires.
    fireEvent.change(within(defaults).getByRole('spinbutton', { name: SETTING_LABELS.submitDelayMs.label }), {
      target: { value: '900' },
    });
    const snippet = screen.getByLabelText('Your snippet').textContent ?? '';
    expect(snippet).toContain('"layout":"overlay"');
    expect(snippet).toContain('"settingsDefaults":{"submitDelayMs":900}');
  });
});
