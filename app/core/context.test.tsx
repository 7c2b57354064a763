// Components reach the runtime only through the provider: each window's own, never a module global.
import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from './context';
import { useCallActions } from '../features/calls/callActions';
import { renderWithRuntime, testRuntime } from '../shell/test/testRuntime';

function NoticeText() {
  const notice = useAppStore((s) => s.notice?.text ?? 'none');
  const actions = useCallActions();
  return (
    <button type="button" onClick={() => actions.reject('c1')}>
      {notice}
    </button>
  );
}

describe('the runtime context', () => {
  it('gives each tree its own runtime: the store it reads and the commands it calls', () => {
    const first = testRuntime();
    const second = testRuntime();
    const decide = vi.spyOn(second.approvals, 'decide');
    renderWithRuntime(<NoticeText />, first);
    act(() => first.store.getState().setNotice({ kind: 'info', text: 'first' }));
    act(() => second.store.getState().setNotice({ kind: 'info', text: 'second' }));
    expect(screen.getByRole('button').textContent).toBe('first');
    cleanup();

    renderWithRuntime(<NoticeText />, second);
    expect(screen.getByRole('button').textContent).toBe('second');
    act(() => screen.getByRole('button').click());
    expect(decide).toHaveBeenCalledWith('c1', false);
  });

  it('fails loudly outside a provider instead of falling back to a global', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<NoticeText />)).toThrow(
      'The app store is used outside its provider (app/shell/RuntimeProvider.tsx).',
    );
    vi.restoreAllMocks();
  });
});
