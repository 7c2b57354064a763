import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecisionButtons } from './DecisionButtons';
import { ARMING_DELAY_MS } from './useArming';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const onAllow = vi.fn();
  const onDeny = vi.fn();
  render(<DecisionButtons allowLabel="Allow" denyLabel="Deny" onAllow={onAllow} onDeny={onDeny} />);
  const allow = screen.getByRole('button', { name: 'Allow' }) as HTMLButtonElement;
  return { onAllow, onDeny, allow };
}

const wait = (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
};

describe('DecisionButtons arming', () => {
  it('ignores clicks until the window has shown for the arming delay', () => {
    const { onAllow, allow } = setup();
    fireEvent.click(allow);
    wait(ARMING_DELAY_MS - 1);
    fireEvent.click(allow);
    expect(allow.disabled).toBe(true);
    expect(onAllow).not.toHaveBeenCalled();
    wait(1);
    fireEvent.click(allow);
    expect(onAllow).toHaveBeenCalledTimes(1);
  });

  it('disarms again when the window regains focus or comes back into view', () => {
    const { onAllow, allow } = setup();
    wait(ARMING_DELAY_MS);
    act(() => void window.dispatchEvent(new Event('focus')));
    fireEvent.click(allow);
    expect(onAllow).not.toHaveBeenCalled();
    wait(ARMING_DELAY_MS);
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(allow.disabled).toBe(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(ARMING_DELAY_MS);
    fireEvent.click(allow);
    expect(onAllow).toHaveBeenCalledTimes(1);
  });

  it('does not let a held Enter (a repeated keydown) activate a button', () => {
    const { allow } = setup();
    wait(ARMING_DELAY_MS);
    const held = new KeyboardEvent('keydown', {
      key: 'Enter',
      repeat: true,
      bubbles: true,
      cancelable: true,
    });
    allow.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    const fresh = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    allow.dispatchEvent(fresh);
    expect(fresh.defaultPrevented).toBe(false);
  });
});
