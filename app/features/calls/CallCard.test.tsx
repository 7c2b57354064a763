import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '../../../bridge/hub/types';
import {
  installFakeIntersectionObserver,
  reportVisibility,
  uninstallFakeIntersectionObserver,
  useFakeTimersForUserEvent,
  useRealTimersAgain,
} from '../../ui/gate/test/fakeIntersectionObserver';
import { ARM_DELAY_MS } from '../../ui/gate/visibilityGate';
import { CallCard, type CallCardProps } from './CallCard';

const HOSTILE = '<img src=x onerror=alert(1)>';

const baseCall: CallRecord = {
  id: 'c1',
  source: 'chat',
  origin: 'https://chat.example',
  exposedName: 'write_file',
  serverId: 's1',
  toolName: 'write_file',
  args: { path: 'notes.txt' },
  status: 'pending',
  startedAt: 1000,
};

function renderCard(call: Partial<CallRecord>, props: Partial<CallCardProps> = {}) {
  const handlers = {
    onRun: vi.fn(),
    onReject: vi.fn(),
    onRetry: vi.fn(),
    onCopy: vi.fn(),
    onInsert: vi.fn(),
  };
  render(<CallCard call={{ ...baseCall, ...call }} serverName="files" canDecide {...handlers} {...props} />);
  return handlers;
}

describe('CallCard', () => {
  it('shows a pending call with its arguments and calls Run and Reject once the sidebar is proven visible', async () => {
    useFakeTimersForUserEvent();
    installFakeIntersectionObserver();
    try {
      const user = userEvent.setup({ delay: null });
      const handlers = renderCard({});
      expect(screen.getByRole('status').textContent).toBe('Waiting for approval');
      const args = screen.getByText(/"path": "notes.txt"/);
      expect(args.textContent).toBe('{\n  "path": "notes.txt"\n}');
      expect(args.closest('details')?.open).toBe(true); // a pending call shows what it would run
      act(() => reportVisibility(true));
      act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
      await user.click(screen.getByRole('button', { name: 'Run' }));
      expect(handlers.onRun).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(handlers.onReject).toHaveBeenCalledOnce();
    } finally {
      uninstallFakeIntersectionObserver();
      useRealTimersAgain();
    }
  });

  it('offers no Run/Reject when this window does not hold the approval', () => {
    renderCard({}, { canDecide: false });
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('renders hostile result text literally and creates no element from it', () => {
    const { container } = render(
      <CallCard
        call={{
          ...baseCall,
          status: 'done',
          endedAt: 1250,
          args: { note: HOSTILE },
          result: { content: [{ type: 'text', text: HOSTILE }] },
        }}
        canDecide={false}
        onRun={vi.fn()}
        onReject={vi.fn()}
        onRetry={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    // In the arguments and in the result, as text both times.
    expect(screen.getAllByText(HOSTILE, { exact: false }).map((el) => el.tagName)).toEqual(['PRE', 'PRE']);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/250 ms/).textContent).toBe('From https://chat.example · 250 ms');
  });

  it('shows image blocks as data: URL images only', () => {
    const { container } = render(
      <CallCard
        call={{
          ...baseCall,
          status: 'done',
          result: {
            content: [
              { type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' },
              { type: 'image', mimeType: 'text/html', data: 'PHNjcmlwdD4=' },
            ],
          },
        }}
        canDecide={false}
        onRun={vi.fn()}
        onReject={vi.fn()}
        onRetry={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('[image text/html, 8 B]').tagName).toBe('PRE');
  });

  it('offers Retry only on retryable errors, and shows the reason', async () => {
    const user = userEvent.setup();
    const handlers = renderCard({ status: 'error', error: 'Server unreachable', retryable: true });
    expect(screen.getByRole('alert').textContent).toBe('Server unreachable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(handlers.onRetry).toHaveBeenCalledOnce();
    cleanup();
    renderCard({ status: 'error', error: 'Timed out', retryable: false });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Copy and Insert into chat on a result', async () => {
    const user = userEvent.setup();
    const handlers = renderCard({ status: 'done', result: { content: [{ type: 'text', text: 'ok' }] } });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: 'Insert into chat' }));
    expect(handlers.onCopy).toHaveBeenCalledOnce();
    expect(handlers.onInsert).toHaveBeenCalledOnce();
  });

  it('shows progress while running', () => {
    renderCard({ status: 'running', progress: { progress: 3, total: 10, message: 'Reading files' } });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('value')).toBe('3');
    expect(bar.getAttribute('max')).toBe('10');
    expect(screen.getByText('Reading files').previousElementSibling).toBe(bar);
  });

  it('offers Cancel on a running call only when this window can stop it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderCard({ status: 'running' }, { onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    cleanup();
    renderCard({ status: 'running' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    cleanup();
    renderCard({ status: 'error', error: 'Cancelled by you before the tool answered.' }, { onCancel });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
