// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenParts, SiteHealthNotice } from './SiteHealthNotice';

afterEach(cleanup);

const health = (found: string[], missing: string[], adapter = 'chatgpt') => ({ adapter, found, missing });

describe('brokenParts', () => {
  it('needs the input always, and a kind of message only once the other kind is on the page', () => {
    expect(brokenParts(health(['sendButton'], ['input', 'assistantMessage', 'userMessage']))).toEqual([
      'input',
    ]);
    expect(brokenParts(health(['input', 'userMessage'], ['assistantMessage', 'codeBlock']))).toEqual([
      'assistantMessage',
    ]);
    expect(brokenParts(health(['input', 'assistantMessage'], ['userMessage']))).toEqual(['userMessage']);
  });

  it('ignores parts that are absent for good reasons (empty chat, no code, not streaming)', () => {
    const fresh = health(
      ['input'],
      ['sendButton', 'assistantMessage', 'codeBlock', 'userMessage', 'streaming'],
    );
    expect(brokenParts(fresh)).toEqual([]);
  });
});

describe('SiteHealthNotice', () => {
  it('shows nothing while the page is healthy or has not reported', () => {
    const { container, rerender } = render(<SiteHealthNotice health={undefined} />);
    expect(container.childElementCount).toBe(0);
    rerender(<SiteHealthNotice health={health(['input', 'userMessage', 'assistantMessage'], [])} />);
    expect(container.childElementCount).toBe(0);
  });

  it('names the missing parts and how to set generic selectors, and can be dismissed', async () => {
    render(<SiteHealthNotice health={health(['userMessage'], ['input', 'assistantMessage'])} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      "This site's layout changed: these parts were not found: chat input, assistant messages.",
    );
    expect(alert.textContent).toContain('generic');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss layout warning' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the page was not recognised when even the generic adapter finds no input', () => {
    render(<SiteHealthNotice health={health([], ['input'], 'generic')} />);
    expect(screen.getByRole('alert').textContent).toContain('This chat page was not recognised');
  });

  it('comes back when other parts go missing after a dismissal', async () => {
    const { rerender } = render(<SiteHealthNotice health={health([], ['input'])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss layout warning' }));
    rerender(<SiteHealthNotice health={health(['assistantMessage'], ['input', 'userMessage'])} />);
    expect(screen.getByRole('alert').textContent).toContain('chat input, your messages');
  });
});
