// @vitest-environment jsdom
// In a frame, a prompt's Insert follows the visibility gate as a call card's Insert does, by click and by
// Enter in a field: a page hiding or covering the sidebar can't have it insert. Where the gate can't be
// proven (no IntersectionObserver v2, as in Firefox) it becomes "Insert in a window…". Copy stays plain.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeIntersectionObserver,
  reportVisibility,
  uninstallFakeIntersectionObserver,
  useFakeTimersForUserEvent,
  useRealTimersAgain,
} from '../services/test/fakeIntersectionObserver';
import { ARM_DELAY_MS } from '../services/visibilityGate';
import { PromptForm } from './PromptForm';
import type * as ArmedControlModule from './useArmedControl';

const framed = vi.hoisted(() => ({ value: true }));
vi.mock('./useArmedControl', async (importOriginal) => ({
  ...(await importOriginal<typeof ArmedControlModule>()),
  isFramed: () => framed.value,
}));

const prompt = { name: 'greet', arguments: [{ name: 'who', required: true }] };
const ok = async () => ({ ok: true as const });

function renderForm(withWindow: boolean) {
  const handlers = { onInsert: vi.fn(ok), onCopy: vi.fn(ok), onInsertInWindow: vi.fn(ok) };
  const { onInsertInWindow, ...plain } = handlers;
  render(
    <PromptForm
      prompt={prompt}
      serverName="everything"
      canInsert
      {...plain}
      {...(withWindow ? { onInsertInWindow } : {})}
      onBack={() => undefined}
    />,
  );
  return handlers;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const field = () => screen.getByRole('textbox');

beforeEach(() => {
  framed.value = true;
  useFakeTimersForUserEvent();
  installFakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  uninstallFakeIntersectionObserver();
  useRealTimersAgain();
});

describe('a prompt form in a frame', () => {
  it('inserts neither by click nor by Enter while the sidebar is hidden, and does once armed', async () => {
    const user = userEvent.setup({ delay: null });
    const handlers = renderForm(false);
    await user.type(field(), 'Ana');
    act(() => reportVisibility(false));
    expect(button('Insert into chat').disabled).toBe(true);
    await user.click(button('Insert into chat'));
    await user.type(field(), '{Enter}');
    expect(handlers.onInsert).not.toHaveBeenCalled();
    expect(handlers.onInsertInWindow).not.toHaveBeenCalled();
    expect(screen.getByText('Not visible — the page may be hiding the sidebar')).toBeTruthy();
    await user.click(button('Copy'));
    expect(handlers.onCopy).toHaveBeenCalledOnce();

    act(() => reportVisibility(true));
    act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
    await user.type(field(), '{Enter}');
    expect(handlers.onInsert).toHaveBeenCalledWith({ who: 'Ana' });
  });

  it('while hidden, with the window fallback, only opens the window: the page never gets a plain insert', async () => {
    const user = userEvent.setup({ delay: null });
    const handlers = renderForm(true);
    await user.type(field(), 'Ana');
    act(() => reportVisibility(false));
    await user.click(button('Insert in a window…'));
    expect(handlers.onInsertInWindow).toHaveBeenCalledOnce();
    expect(handlers.onInsert).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver v2, offers "Insert in a window…" by click and by Enter, never a plain insert', async () => {
    uninstallFakeIntersectionObserver();
    const user = userEvent.setup({ delay: null });
    const handlers = renderForm(true);
    expect(screen.queryByRole('button', { name: 'Insert into chat' })).toBeNull();
    await user.type(field(), 'Ana');
    await user.click(button('Insert in a window…'));
    await user.type(field(), '{Enter}');
    expect(handlers.onInsertInWindow).toHaveBeenCalledTimes(2);
    expect(handlers.onInsertInWindow).toHaveBeenCalledWith({ who: 'Ana' });
    expect(handlers.onInsert).not.toHaveBeenCalled();
  });

  it('without a window fallback, stays disabled with the reason', () => {
    uninstallFakeIntersectionObserver();
    renderForm(false);
    expect(button('Insert into chat').disabled).toBe(true);
    expect(screen.getByText('This browser can’t confirm the sidebar is visible')).toBeTruthy();
  });

  it('stays a plain button at the top level, where no other site can cover it', async () => {
    framed.value = false;
    const user = userEvent.setup({ delay: null });
    const handlers = renderForm(true);
    await user.type(field(), 'Ana{Enter}');
    expect(handlers.onInsert).toHaveBeenCalledOnce();
  });
});
