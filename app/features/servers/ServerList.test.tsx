import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import { ServerList } from './ServerList';

const server = (id: string, extra: Partial<ServerConfig> = {}): ServerConfig => ({
  id,
  name: id,
  url: `http://127.0.0.1:4312/servers/${id}/mcp`,
  transport: 'auto',
  enabled: true,
  ...extra,
});

describe('ServerList', () => {
  it('shows each server status, tool count, error message and hint', () => {
    const statuses: Record<string, ServerStatus> = {
      memory: { state: 'connected', toolCount: 9, transport: 'streamable-http' },
      files: { state: 'error', message: 'Connection refused', hint: 'Is the connector running?' },
      remote: { state: 'auth-needed', message: 'Sign in to continue' },
    };
    render(
      <ServerList
        servers={[server('memory'), server('files'), server('remote'), server('off', { enabled: false })]}
        statuses={statuses}
        onToggle={vi.fn()}
        onReconnect={vi.fn()}
        onRemove={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    const item = (name: string) => screen.getByRole('listitem', { name: `Server ${name}` });
    /** The status dot's state and the label it gives screen readers. */
    const status = (name: string) => {
      const dot = item(name).querySelector('[data-state]');
      return [dot?.getAttribute('data-state'), dot?.textContent];
    };
    /** The lines of the server's alert: the message, then the hint. */
    const alertLines = (name: string) =>
      Array.from(within(item(name)).getByRole('alert').children).map((line) => line.textContent);

    expect(status('memory')).toEqual(['connected', 'Connected']);
    expect(within(item('memory')).getByText(/tools?$/).textContent).toBe('9 tools');
    expect(within(item('memory')).queryByRole('alert')).toBeNull();

    expect(status('files')).toEqual(['error', 'Error']);
    expect(alertLines('files')).toEqual(['Connection refused', 'Is the connector running?']);

    expect(status('remote')).toEqual(['auth-needed', 'Sign-in needed']);
    expect(alertLines('remote')).toEqual(['Sign in to continue']);

    expect(status('off')).toEqual(['disabled', 'Disabled']);
    expect(within(item('off')).getByRole('button', { name: 'Reconnect' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('marks servers a site suggested, and reports toggle, reconnect and remove', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const onReconnect = vi.fn();
    const onRemove = vi.fn();
    render(
      <ServerList
        servers={[server('shop', { suggestedBy: 'https://shop.example' })]}
        statuses={{ shop: { state: 'connecting' } }}
        onToggle={onToggle}
        onReconnect={onReconnect}
        onRemove={onRemove}
        onCopy={vi.fn()}
      />,
    );
    expect(screen.getByText(/^suggested by/).textContent).toBe('suggested by https://shop.example');
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await user.click(screen.getByRole('button', { name: 'Remove shop' }));
    expect(onToggle).toHaveBeenCalledWith('shop', false);
    expect(onReconnect).toHaveBeenCalledWith('shop');
    expect(onRemove).toHaveBeenCalledWith('shop');
  });
});
