import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OpenLinkPrompt } from './OpenLinkPrompt';

describe('OpenLinkPrompt', () => {
  it('names the site and shows the whole address before anything opens', async () => {
    const onOpen = vi.fn();
    const onCancel = vi.fn();
    render(<OpenLinkPrompt url="https://docs.example.com/a/b?c=d" onOpen={onOpen} onCancel={onCancel} />);
    const prompt = screen.getByRole('alertdialog', { name: 'Open a link from the app' });
    expect(prompt.querySelector('strong')?.textContent).toBe('docs.example.com');
    expect(prompt.textContent).toContain('https://docs.example.com/a/b?c=d');
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
