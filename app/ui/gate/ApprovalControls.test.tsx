// Run / Reject fire only once the sidebar is proven visible and the arming delay has passed; no click,
// key or move gets around that, and where visibility can't be proven the user is offered a window.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  installFakeIntersectionObserver,
  reportVisibility,
  uninstallFakeIntersectionObserver,
  useFakeTimersForUserEvent,
  useRealTimersAgain,
} from './test/fakeIntersectionObserver';
import { ARM_DELAY_MS, rearmAllControls } from './visibilityGate';
import { ApprovalControls } from './ApprovalControls';

let handlers: { onRun: Mock<() => void>; onReject: Mock<() => void> };

function renderControls(withWindow = true) {
  const onApproveInWindow = vi.fn();
  render(
    <ApprovalControls
      onRun={handlers.onRun}
      onReject={handlers.onReject}
      {...(withWindow ? { onApproveInWindow } : {})}
    />,
  );
  return { onApproveInWindow };
}

const run = () => screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement;
const reject = () => screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
const setup = () => userEvent.setup({ delay: null });
const arm = () => {
  act(() => reportVisibility(true));
  act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
};

beforeEach(() => {
  useFakeTimersForUserEvent();
  installFakeIntersectionObserver();
  handlers = { onRun: vi.fn<() => void>(), onReject: vi.fn<() => void>() };
});

afterEach(() => {
  cleanup();
  uninstallFakeIntersectionObserver();
  useRealTimersAgain();
});

describe('ApprovalControls', () => {
  it('says "Hold on…" and ignores clicks until the arming delay has passed', async () => {
    const user = setup();
    renderControls();
    act(() => reportVisibility(true));
    expect(screen.getByRole('note').textContent).toBe('Hold on…');
    expect(run().disabled).toBe(true);
    await user.click(run());
    await user.click(reject());
    expect(handlers.onRun).not.toHaveBeenCalled();
    expect(handlers.onReject).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
    expect(screen.getByRole('note').textContent).toBe('');
    await user.click(run());
    expect(handlers.onRun).toHaveBeenCalledOnce();
  });

  it('disarms when the page hides the sidebar, and offers the window instead', async () => {
    const user = setup();
    const { onApproveInWindow } = renderControls();
    arm();
    act(() => reportVisibility(false));
    expect(run().disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toMatch(/not visible.*hiding the sidebar/i);
    await user.click(run());
    expect(handlers.onRun).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Approve in a window…' }));
    expect(onApproveInWindow).toHaveBeenCalledOnce();
  });

  it('lets neither Enter nor Space fire a disarmed Run', async () => {
    const user = setup();
    renderControls();
    act(() => reportVisibility(true));
    run().focus();
    await user.keyboard('{Enter}{ }');
    await user.tab();
    await user.keyboard('{Enter}{ }');
    expect(handlers.onRun).not.toHaveBeenCalled();
    expect(handlers.onReject).not.toHaveBeenCalled();
  });

  it('fires Run from the keyboard too once armed', async () => {
    const user = setup();
    renderControls();
    arm();
    run().focus();
    await user.keyboard('{Enter}');
    expect(handlers.onRun).toHaveBeenCalledOnce();
  });

  it('ignores an activation that arrives right after the control moved', async () => {
    const user = setup();
    renderControls();
    arm();
    const group = run().parentElement as HTMLElement;
    vi.spyOn(group, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 300, 100, 30));
    await user.click(run());
    expect(handlers.onRun).not.toHaveBeenCalled();
    expect(run().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
    await user.click(run());
    expect(handlers.onRun).toHaveBeenCalledOnce();
  });

  it('waits a full delay again after a chat badge moved the card (focusCall)', async () => {
    const user = setup();
    renderControls();
    arm();
    act(() => rearmAllControls());
    expect(run().disabled).toBe(true);
    await user.click(run());
    expect(handlers.onRun).not.toHaveBeenCalled();
  });

  it('where IntersectionObserver v2 is missing, never enables Run and offers the window', async () => {
    uninstallFakeIntersectionObserver();
    const user = setup();
    const { onApproveInWindow } = renderControls();
    act(() => vi.advanceTimersByTime(ARM_DELAY_MS * 10));
    expect(run().disabled).toBe(true);
    expect(reject().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Approve in a window…' }));
    expect(onApproveInWindow).toHaveBeenCalledOnce();
    expect(handlers.onRun).not.toHaveBeenCalled();
  });

  it('without a consent window, says where to approve instead', () => {
    uninstallFakeIntersectionObserver();
    renderControls(false);
    expect(screen.queryByRole('button', { name: 'Approve in a window…' })).toBeNull();
    expect(screen.getByText(/open the dashboard/).textContent).toBe(
      'Can’t verify the sidebar is visible; open the dashboard to approve.',
    );
    expect(run().disabled).toBe(true);
  });
});
