// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolList } from './ToolList';

afterEach(cleanup);

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('ToolList', () => {
  it('groups tools by server, shows annotation badges and changes a policy', async () => {
    const user = userEvent.setup();
    const onPolicyChange = vi.fn();
    render(
      <ToolList
        groups={[
          {
            serverId: 's1',
            serverName: 'files',
            tools: [
              { name: 'read_file', annotations: { readOnlyHint: true }, policy: 'auto' },
              { name: 'delete_file', annotations: { destructiveHint: true }, policy: 'ask' },
            ],
          },
          { serverId: 's2', serverName: 'memory', tools: [{ name: 'read_graph', policy: 'ask' }] },
        ]}
        onPolicyChange={onPolicyChange}
      />,
    );
    const files = within(screen.getByRole('region', { name: 'Tools of files' }));
    expect(files.getByText('read-only')).toBeTruthy();
    expect(files.getByText('destructive')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tools of memory' })).toBeTruthy();

    const select = screen.getByRole('combobox', { name: 'Policy for delete_file' }) as HTMLSelectElement;
    expect(select.value).toBe('ask');
    await user.selectOptions(select, 'off');
    expect(onPolicyChange).toHaveBeenCalledWith('s1', 'delete_file', 'off');
  });

  it('shows an untrusted description as text', () => {
    const { container } = render(
      <ToolList
        groups={[
          { serverId: 's', serverName: 'evil', tools: [{ name: 't', description: HOSTILE, policy: 'ask' }] },
        ]}
        onPolicyChange={vi.fn()}
      />,
    );
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says so when there are no tools', () => {
    render(<ToolList groups={[]} onPolicyChange={vi.fn()} />);
    expect(screen.getByText(/No tools yet/)).toBeTruthy();
  });
});
