import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageToolsGroup } from './PageToolsGroup';
import { POLICY_LEGEND } from './PolicySelect';
import type { PageToolView } from './PageToolsGroup';

const TOOLS: PageToolView[] = [
  { name: 'order_status', description: 'Looks up an order', policy: 'ask', form: false },
  { name: 'request_callback', description: '<b>Fill</b> the form', policy: 'auto', form: true },
];

function renderGroup(enabled: boolean) {
  const onEnabledChange = vi.fn();
  const onPolicyChange = vi.fn();
  render(
    <PageToolsGroup
      origin="https://shop.example"
      tools={TOOLS}
      enabled={enabled}
      onEnabledChange={onEnabledChange}
      onPolicyChange={onPolicyChange}
    />,
  );
  return {
    onEnabledChange,
    onPolicyChange,
    section: screen.getByRole('region', { name: 'Tools of https://shop.example' }),
  };
}

describe('PageToolsGroup', () => {
  it('while off: names only, with the "from this page" badge and the switch off', async () => {
    const { section, onEnabledChange } = renderGroup(false);
    // The badge stands beside the page's origin.
    expect(within(section).getByText('from this page').previousElementSibling?.textContent).toBe(
      'https://shop.example',
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['order_status', 'request_callback']);
    expect(within(section).queryByText('Looks up an order')).toBeNull();
    expect(within(section).queryByRole('combobox')).toBeNull();
    const toggle = within(section).getByRole('switch', { name: "Use this page's tools" });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().click(toggle);
    expect(onEnabledChange).toHaveBeenCalledWith(true);
  });

  it('once on: descriptions as plain text and a policy per tool', async () => {
    const { section, onPolicyChange } = renderGroup(true);
    expect(within(section).getByText('<b>Fill</b> the form').children).toHaveLength(0);
    expect(section.querySelector('b')).toBeNull();
    const policy = within(section).getByRole('combobox', { name: 'Policy for order_status' });
    expect((policy as HTMLSelectElement).value).toBe('ask');
    // The same control as a server tool's: same options in the same order, same legend as its tooltip.
    expect([...(policy as HTMLSelectElement).options].map((o) => o.value)).toEqual(['auto', 'ask', 'off']);
    expect(policy.getAttribute('title')).toBe(POLICY_LEGEND);
    await userEvent.setup().selectOptions(policy, 'auto');
    expect(onPolicyChange).toHaveBeenCalledWith('order_status', 'auto');
  });
});
