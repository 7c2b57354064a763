// In a frame, Accept follows the visibility gate as Run does: while the page hides or covers the sidebar, the
// values can't be sent (so a question never answers itself with nobody looking); Decline always can.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ArmedControlModule from '../../ui/gate/useArmedControl';
import { validateArguments } from '../../../bridge/schema/validate';
import {
  installFakeIntersectionObserver,
  reportVisibility,
  uninstallFakeIntersectionObserver,
  useFakeTimersForUserEvent,
  useRealTimersAgain,
} from '../../ui/gate/test/fakeIntersectionObserver';
import { ARM_DELAY_MS } from '../../ui/gate/visibilityGate';
import { ElicitationForm } from './ElicitationForm';

vi.mock('../../ui/gate/useArmedControl', async (importOriginal) => ({
  ...(await importOriginal<typeof ArmedControlModule>()),
  isFramed: () => true,
}));

beforeEach(() => {
  useFakeTimersForUserEvent();
  installFakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  uninstallFakeIntersectionObserver();
  useRealTimersAgain();
});

const ASK = {
  mode: 'form' as const,
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', default: 'Ada' } } },
};

describe('ElicitationForm in a frame', () => {
  it('keeps Accept disabled while the sidebar is not provably visible; Decline still answers', async () => {
    const onAnswer = vi.fn();
    render(<ElicitationForm ask={ASK} validate={validateArguments} onAnswer={onAnswer} />);
    const accept = screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    act(() => reportVisibility(false));
    act(() => vi.advanceTimersByTime(ARM_DELAY_MS * 2));
    expect(accept.disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toMatch(/Not visible/);
    // Enter in a field submits the form: the gate refuses that too.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /name/ }), '{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer).toHaveBeenCalledWith({ action: 'decline' });
  });

  it('arms once the sidebar is visible for the arming delay, and Accept then sends', async () => {
    const onAnswer = vi.fn();
    render(<ElicitationForm ask={ASK} validate={validateArguments} onAnswer={onAnswer} />);
    act(() => reportVisibility(true));
    act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
    const accept = screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(false);
    await userEvent.setup({ delay: null }).click(accept);
    await vi.waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Ada' } }),
    );
  });
});
