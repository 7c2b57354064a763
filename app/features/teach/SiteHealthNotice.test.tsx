import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdapterPart } from '../../../bridge/protocol/adapters';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { siteReport } from './siteReport';
import { brokenParts, SiteHealthNotice, type SiteHealthNoticeProps } from './SiteHealthNotice';

const health = (found: string[], missing: string[], adapter = 'chatgpt'): AdapterHealth => ({
  adapter,
  found,
  missing,
});
const report = (h: AdapterHealth) => siteReport({ origin: 'https://chat.example.com', health: h });

function notice(props: Partial<SiteHealthNoticeProps> & Pick<SiteHealthNoticeProps, 'health'>) {
  return <SiteHealthNotice report={report} {...props} />;
}

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
  it('shows nothing while a site adapter is healthy or the page has not reported', () => {
    const { container, rerender } = render(notice({ health: undefined }));
    expect(container.childElementCount).toBe(0);
    rerender(notice({ health: health(['input', 'userMessage', 'assistantMessage'], []) }));
    expect(container.childElementCount).toBe(0);
  });

  it('names the missing parts, and Fix it now asks the picker for those parts only', async () => {
    const teach = vi.fn(async (_parts: readonly AdapterPart[]) => undefined);
    render(notice({ health: health(['userMessage'], ['input', 'assistantMessage']), onTeach: teach }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      "This site's layout changed: these parts were not found: chat input, assistant messages.",
    );
    expect(alert.textContent).not.toContain('embed config');
    await userEvent.click(screen.getByRole('button', { name: 'Fix it now' }));
    expect(teach).toHaveBeenCalledTimes(1);
    expect(teach.mock.calls[0]![0]).toEqual(['input', 'assistantMessage']);
  });

  it('disables the button while the picker is open, so a second click sends nothing', async () => {
    let done: () => void = () => undefined;
    const teach = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(notice({ health: health(['assistantMessage'], ['input']), onTeach: teach }));
    await userEvent.click(screen.getByRole('button', { name: 'Fix it now' }));
    const busy = screen.getByRole('button', { name: 'Picking on the page…' });
    expect(busy).toHaveProperty('disabled', true);
    await userEvent.click(busy);
    expect(teach).toHaveBeenCalledTimes(1);
    done();
    await screen.findByRole('button', { name: 'Fix it now' });
  });

  it('on an unrecognised page, Teach this site asks for every required part', async () => {
    const teach = vi.fn(async (_parts: readonly AdapterPart[]) => undefined);
    render(notice({ health: health([], ['input'], 'generic'), onTeach: teach }));
    expect(screen.getByRole('alert').textContent).toContain('This chat page was not recognised');
    await userEvent.click(screen.getByRole('button', { name: 'Teach this site' }));
    expect(teach.mock.calls[0]![0]).toEqual(['input', 'sendButton', 'assistantMessage']);
  });

  it('offers Teach this site quietly on a generic page whose selectors find the parts', async () => {
    const teach = vi.fn(async (_parts: readonly AdapterPart[]) => undefined);
    render(notice({ health: health(['input', 'sendButton'], [], 'generic'), onTeach: teach }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/generic selectors in use/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Teach this site' }));
    expect(teach.mock.calls[0]![0]).toEqual(['input', 'sendButton', 'assistantMessage']);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss layout warning' }));
    expect(screen.queryByRole('button', { name: 'Teach this site' })).toBeNull();
  });

  it('says nothing about a page whose taught adapter is in use', () => {
    const { container } = render(
      notice({ health: { ...health(['input'], [], 'generic'), source: 'taught' }, onTeach: vi.fn() }),
    );
    expect(container.childElementCount).toBe(0);
  });

  it('Report copies the summary and says Copied', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(notice({ health: health(['userMessage'], ['input']) }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Host: chat.example.com'));
    expect(screen.getByRole('status').textContent).toContain('Copied');
  });

  it('Report shows the text selected in a box when the clipboard is refused', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(notice({ health: health(['userMessage'], ['input']) }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Report text' });
    expect(box.value).toContain('Missing parts: input');
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe(box.value.length);
  });

  it('can be dismissed, and comes back when other parts go missing', async () => {
    const { rerender } = render(notice({ health: health([], ['input']) }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss layout warning' }));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(notice({ health: health(['assistantMessage'], ['input', 'userMessage']) }));
    expect(screen.getByRole('alert').textContent).toContain('chat input, your messages');
  });
});
