import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSidebar } from './sidebarWatch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function target() {
  const win = { closed: false } as Window;
  return { win, target: { contentWindow: win as Window | null } };
}

describe('watchSidebar', () => {
  it('says the sidebar is silent when it does not answer in time, not when it does', () => {
    const onSilent = vi.fn();
    const quiet = watchSidebar({ target: target().target, onSilent, onGone: () => {}, answerTimeoutMs: 100 });
    vi.advanceTimersByTime(150);
    expect(onSilent).toHaveBeenCalledOnce();
    quiet.stop();

    const onSilentToo = vi.fn();
    const answering = watchSidebar({
      target: target().target,
      onSilent: onSilentToo,
      onGone: () => {},
      answerTimeoutMs: 100,
    });
    answering.answered();
    vi.advanceTimersByTime(150);
    expect(onSilentToo).not.toHaveBeenCalled();
    answering.stop();
  });

  it('notices a closed popup once, and a removed frame', () => {
    const popup = target();
    const onGone = vi.fn();
    watchSidebar({ target: popup.target, onSilent: () => {}, onGone, pollMs: 50 });
    vi.advanceTimersByTime(120);
    expect(onGone).not.toHaveBeenCalled();
    (popup.win as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(200);
    expect(onGone).toHaveBeenCalledOnce();

    const frame = target();
    const onFrameGone = vi.fn();
    watchSidebar({ target: frame.target, onSilent: () => {}, onGone: onFrameGone, pollMs: 50 });
    frame.target.contentWindow = null;
    vi.advanceTimersByTime(60);
    expect(onFrameGone).toHaveBeenCalledOnce();
  });
});
