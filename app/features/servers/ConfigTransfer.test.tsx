import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerConfig } from '../../../bridge/connections/types';
import { exportConfig, parseImport } from './configTransfer';
import { ConfigTransfer } from './ConfigTransfer';

const servers: ServerConfig[] = [
  {
    id: 'a',
    name: 'docs',
    url: 'https://docs.example/mcp',
    transport: 'auto',
    enabled: true,
    bearerToken: 'tok',
  },
];

async function setup() {
  const onImport = vi.fn();
  const onCopy = vi.fn();
  render(
    <ConfigTransfer
      exportConfig={(secrets) => exportConfig({ servers, oauth: {} }, secrets)}
      parse={(text) => parseImport(text, servers, () => 'new')}
      onImport={onImport}
      onCopy={onCopy}
    />,
  );
  const user = userEvent.setup();
  // Folded by default so it takes no room in a 320 px sidebar.
  await user.click(screen.getByText('Import and export'));
  return { onImport, onCopy, user };
}

describe('ConfigTransfer', () => {
  it('copies an export without secrets unless the box is ticked', async () => {
    const { onCopy, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Copy export' }));
    expect(onCopy.mock.calls[0]?.[0]).not.toContain('tok');
    expect(screen.queryByText(/use these servers as you/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Include secrets/ }));
    expect(screen.getByText(/use these servers as you/).textContent).toBe(
      'Anyone with the file can use these servers as you.',
    );
    await user.click(screen.getByRole('button', { name: 'Copy export' }));
    expect(onCopy.mock.calls[1]?.[0]).toContain('"bearerToken": "tok"');
  });

  it('previews a Claude Desktop config: remote servers to import, local ones need the connector', async () => {
    const { onImport, user } = await setup();
    const config = {
      mcpServers: {
        remote: { url: 'https://remote.example/mcp' },
        memory: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'] },
      },
    };
    // Typing JSON braces through userEvent needs escaping; a paste is what users do anyway.
    fireEvent.change(screen.getByRole('textbox', { name: /Import/ }), {
      target: { value: JSON.stringify(config) },
    });
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(screen.getByText(/remote server to add or update/).textContent).toBe(
      '1 remote server to add or update: remote.',
    );
    expect(screen.getByText(/Needs the connector/).textContent).toBe(
      "Needs the connector (a browser can't start local programs):",
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'memory: npx -y @modelcontextprotocol/server-memory',
    ]);
    // This deployment's own connector package (jsdom's page origin), run on the file the user saves.
    expect(screen.getByText('npx -y http://localhost:3000/connector.tgz --config mcp.json').tagName).toBe(
      'CODE',
    );
    await user.click(screen.getByRole('button', { name: 'Import 1 server' }));
    expect(onImport).toHaveBeenCalledWith(
      expect.objectContaining({ servers: [expect.objectContaining({ name: 'remote', id: 'new' })] }),
    );
  });

  it('says what is wrong with bad input', async () => {
    const { onImport, user } = await setup();
    await user.type(screen.getByRole('textbox', { name: /Import/ }), 'hello');
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(screen.getByRole('alert').textContent).toMatch(/not JSON/);
    expect(onImport).not.toHaveBeenCalled();
  });
});
