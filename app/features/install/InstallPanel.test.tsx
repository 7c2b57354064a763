import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallPanel } from './InstallPanel';

describe('InstallPanel', () => {
  it('puts the bookmarklet code on the draggable link and copies the snippet', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    const code = 'javascript:(()=>{void 0})()';
    render(
      <InstallPanel
        bookmarklet={code}
        snippet={'<script src="https://app.example/embed.js"></script>'}
        connectorCommand="npm run connector -- --config mcp.json"
        onCopy={onCopy}
      />,
    );
    const link = screen.getByRole('link', { name: 'MCP Bridge' });
    expect(link.getAttribute('href')).toBe(code);
    expect(link.getAttribute('draggable')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(onCopy).toHaveBeenCalledWith('<script src="https://app.example/embed.js"></script>');
  });

  it('says when the build outputs are missing', () => {
    render(
      <InstallPanel
        bookmarklet={null}
        snippet={null}
        connectorCommand="x"
        loadError="Not available"
        onCopy={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Not available')).toHaveLength(2);
  });
});
