import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_LAYOUT } from '../../../bridge/protocol/settings';
import { PageLayoutSettings } from './PageLayoutSettings';

describe('PageLayoutSettings', () => {
  it('shows the current layout and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PageLayoutSettings layout="overlay" width={400} minimized={false} onChange={onChange} />);
    const section = screen.getByRole('region', { name: 'Page layout' });
    const sidebar = within(section).getByRole('combobox', { name: 'Sidebar' }) as HTMLSelectElement;
    expect(sidebar.value).toBe('overlay');
    await user.selectOptions(sidebar, 'Beside the page');
    const width = screen.getByRole('slider', { name: 'Width' }) as HTMLInputElement;
    expect(width.value).toBe('400');
    expect(width.min).toBe(String(PAGE_LAYOUT.width.min));
    expect(width.max).toBe(String(PAGE_LAYOUT.width.max));
    expect(width.getAttribute('aria-valuetext')).toBe('400 pixels');
    // user-event cannot drag a range input; a change event is what the browser fires.
    fireEvent.change(width, { target: { value: '560' } });
    await user.click(screen.getByRole('switch', { name: 'Start minimized' }));
    expect(onChange.mock.calls).toEqual([[{ layout: 'push' }], [{ width: 560 }], [{ minimized: true }]]);
  });
});
