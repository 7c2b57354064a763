import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCallTimer } from './callTimer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startCallTimer', () => {
  it('times out after the full time, and progress starts the full time again', () => {
    const onTimeout = vi.fn();
    const timer = startCallTimer(1000, onTimeout);
    vi.advanceTimersByTime(900);
    timer.restart();
    vi.advanceTimersByTime(900);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('never times out while paused, even when progress arrives meanwhile', () => {
    const onTimeout = vi.fn();
    const timer = startCallTimer(1000, onTimeout);
    vi.advanceTimersByTime(500);
    timer.pause();
    vi.advanceTimersByTime(5000);
    timer.restart(); // keep-alive progress while the user fills in the form
    vi.advanceTimersByTime(5000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('gives the full time again on resume', () => {
    const onTimeout = vi.fn();
    const timer = startCallTimer(1000, onTimeout);
    vi.advanceTimersByTime(900);
    timer.pause();
    vi.advanceTimersByTime(5000);
    timer.resume();
    vi.advanceTimersByTime(999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop, whatever comes later', () => {
    const onTimeout = vi.fn();
    const timer = startCallTimer(1000, onTimeout);
    timer.stop();
    timer.restart();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
