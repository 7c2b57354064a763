// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerConfig, ServerStatus } from '../../bridge/connections/types';
import { ServerList } from './ServerList';

const server = (id: string, extra: Partial<ServerConfig> = {}): ServerConfig => ({
  id,
  name: id,
  url: `http://127.0.0.1:4312/servers/${id}/mcp`,
  transport: 'auto',
  enabled: true,
  ...extra,
});

afterEach(cleanup);

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
      />,
    );
    const memory = within(screen.getByRole('listitem', { name: 'Server memory' }));
    expect(memory.getByText('Connected')).toBeTruthy();
    expect(memory.getByText('9 tools')).toBeTruthy();

    const files = within(screen.getByRole('listitem', { name: 'Server files' }));
    expect(files.getByText('Error')).toBeTruthy();
    expect(files.getByRole('alert').textContent).toContain('Connection refused');
    expect(files.getByText('Is the connector running?')).toBeTruthy();

    const remote = within(screen.getByRole('listitem', { name: 'Server remote' }));
    expect(remote.getByText('Sign-in needed')).toBeTruthy();
    expect(remote.getByText('Sign in to continue')).toBeTruthy();

    const off = within(screen.getByRole('listitem', { name: 'Server off' }));
    expect(off.getByText('Disabled')).toBeTruthy();
    expect(off.getByRole('button', { name: 'Reconnect' }).hasAttribute('disabled')).toBe(true);
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
      />,
    );
    expect(screen.getByText('suggested by https://shop.example')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await user.click(screen.getByRole('button', { name: 'Remove shop' }));
    expect(onToggle).toHaveBeenCalledWith('shop', false);
    expect(onReconnect).toHaveBeenCalledWith('shop');
    expect(onRemove).toHaveBeenCalledWith('shop');
  });
});
