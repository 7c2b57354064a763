// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedSnippetGenerator } from './EmbedSnippetGenerator';

afterEach(cleanup);

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
    await user.click(screen.getByRole('checkbox', { name: 'Send the results (agent loop)' }));

    expect(screen.queryByRole('list', { name: 'Problems' })).toBeNull();
    const snippet = screen.getByLabelText('Your snippet').textContent ?? '';
    expect(snippet).toContain('<script src="https://bridge.example/embed.js"');
    expect(snippet).toContain(
      '"selectors":{"input":"#ask","sendButton":"#send","assistantMessage":".reply"}',
    );
    expect(snippet).toContain('"suggestedServers":[{"name":"Docs","url":"https://tools.example/mcp"}]');
    expect(snippet).toContain('"settingsDefaults":{"autoSubmit":false}');
    await user.click(screen.getByRole('button', { name: 'Copy your snippet' }));
    expect(onCopy).toHaveBeenCalledWith(snippet);
  });
});
