import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerConfig } from '../../../bridge/connections/types';
import { CORS_HINT } from '../../../bridge/connections/classifyError';
import { ServerItem } from './ServerItem';

const base: ServerConfig = {
  id: 's',
  name: 'docs',
  url: 'https://docs.example/mcp',
  transport: 'auto',
  enabled: true,
};
const noop = () => undefined;

describe('ServerItem', () => {
  it('offers Sign in when the server asks for authorization and has no token of its own', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(
      <ServerItem
        server={base}
        status={{ state: 'auth-needed', message: 'docs asks for authorization (HTTP 401).' }}
        onToggle={noop}
        onReconnect={noop}
        onRemove={noop}
        onCopy={vi.fn()}
        onSignIn={onSignIn}
      />,
    );
    const dot = screen.getByRole('listitem', { name: 'Server docs' }).querySelector('[data-state]');
    expect([dot?.getAttribute('data-state'), dot?.textContent]).toEqual(['auth-needed', 'Sign-in needed']);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('does not offer Sign in for a server whose static token was rejected', () => {
    render(
      <ServerItem
        server={{ ...base, bearerToken: 'bad' }}
        status={{ state: 'auth-needed', message: 'The token was rejected.' }}
        onToggle={noop}
        onReconnect={noop}
        onRemove={noop}
        onCopy={vi.fn()}
        onSignIn={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('renders the CORS hint of a failed connection, and Sign out for a signed-in OAuth server', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <ServerItem
        server={{ ...base, auth: 'oauth' }}
        status={{ state: 'error', message: 'Could not reach the server.', hint: CORS_HINT }}
        onToggle={noop}
        onReconnect={noop}
        onRemove={noop}
        onCopy={vi.fn()}
        onSignOut={onSignOut}
        signedIn
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Access-Control-Allow-Origin');
    expect(screen.getByText(/^OAuth/).textContent).toBe('OAuth · signed in');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('edits name, transport, token and headers; secrets stay masked until shown', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <ServerItem
        server={{ ...base, bearerToken: 'old-token' }}
        status={undefined}
        onToggle={noop}
        onReconnect={noop}
        onRemove={noop}
        onCopy={vi.fn()}
        onEdit={onEdit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit docs' }));
    const token = screen.getByLabelText('Bearer token') as HTMLInputElement;
    expect(token.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show Bearer token' }));
    expect(token.type).toBe('text');
    expect(token.value).toBe('old-token');
    await user.clear(token);

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'docs v2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transport' }), 'sse');
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of header 1' }), 'X-Api-Key');
    // A credential-like header name masks its value.
    const value = screen.getByLabelText('Value of header 1') as HTMLInputElement;
    expect(value.type).toBe('password');
    await user.type(value, 's3cret');
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of header 2' }), 'X-Team');
    await user.type(screen.getByRole('textbox', { name: 'Value of header 2' }), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onEdit).toHaveBeenCalledWith({
      name: 'docs v2',
      url: 'https://docs.example/mcp',
      transport: 'sse',
      headers: { 'X-Api-Key': 's3cret', 'X-Team': 'blue' },
    });
    // Saved: the form closes and the item shows the server again.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit docs' }).closest('li')?.getAttribute('aria-label')).toBe(
      'Server docs',
    );
  });

  it('refuses an invalid header name', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <ServerItem
        server={base}
        status={undefined}
        onToggle={noop}
        onReconnect={noop}
        onRemove={noop}
        onCopy={vi.fn()}
        onEdit={onEdit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit docs' }));
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of header 1' }), 'bad header');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(/not a valid header name/);
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("opens and closes the server's protocol log with Log", async () => {
    const user = userEvent.setup();
    render(
      <ServerItem
        server={base}
        status={{ state: 'connected', toolCount: 1, transport: 'streamable-http' }}
        onToggle={noop}
        onReconnect={noop}
        onRemove={noop}
        onCopy={vi.fn()}
        renderLog={(close) => (
          <button type="button" onClick={close}>
            the log view
          </button>
        )}
      />,
    );
    const log = screen.getByRole('button', { name: 'Protocol log of docs' });
    expect(log.getAttribute('aria-expanded')).toBe('false');
    await user.click(log);
    expect(log.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'the log view' }));
    expect(screen.queryByRole('button', { name: 'the log view' })).toBeNull();
  });
});
