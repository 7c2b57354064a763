import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeIntersectionObserver,
  observerOptions,
  reportVisibility,
  uninstallFakeIntersectionObserver,
} from './test/fakeIntersectionObserver';
import { ARM_DELAY_MS, rearmAllControls, watchControl, type GateState } from './visibilityGate';

let element: HTMLElement;
let states: GateState[];
let stop: (() => void) | undefined;

function watch() {
  const gate = watchControl(element, (state) => states.push(state));
  stop = () => gate.stop();
  return gate;
}

function placeAt(top: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, top, 80, 30));
}

beforeEach(() => {
  vi.useFakeTimers();
  installFakeIntersectionObserver();
  element = document.createElement('div');
  document.body.append(element);
  placeAt(100);
  states = [];
});

afterEach(() => {
  stop?.();
  stop = undefined;
  element.remove();
  uninstallFakeIntersectionObserver();
  vi.useRealTimers();
});

describe('watchControl', () => {
  it('asks the browser to track visibility', () => {
    watch();
    expect(observerOptions()).toEqual([{ trackVisibility: true, delay: 100 }]);
  });

  it('stays disarmed until visible, then arms only after the whole delay', () => {
    const gate = watch();
    expect(states).toEqual(['arming']);
    expect(gate.confirm()).toBe(false);
    vi.advanceTimersByTime(ARM_DELAY_MS * 10); // no report yet: never armed by time alone
    expect(gate.confirm()).toBe(false);

    reportVisibility(true);
    expect(states.at(-1)).toBe('arming');
    vi.advanceTimersByTime(ARM_DELAY_MS - 1);
    expect(gate.confirm()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toBe('armed');
    expect(gate.confirm()).toBe(true);
  });

  it('disarms at once when the browser reports the control hidden', () => {
    const gate = watch();
    reportVisibility(true);
    vi.advanceTimersByTime(ARM_DELAY_MS);
    reportVisibility(false);
    expect(states.at(-1)).toBe('hidden');
    expect(gate.confirm()).toBe(false);
    vi.advanceTimersByTime(ARM_DELAY_MS * 10);
    expect(gate.confirm()).toBe(false);
  });

  it('re-arms from scratch when the control moves, even between two checks', () => {
    const gate = watch();
    reportVisibility(true);
    vi.advanceTimersByTime(ARM_DELAY_MS);
    expect(gate.confirm()).toBe(true);

    placeAt(400); // moved just before the click: the click itself sees it
    expect(gate.confirm()).toBe(false);
    expect(states.at(-1)).toBe('arming');
    vi.advanceTimersByTime(ARM_DELAY_MS);
    expect(gate.confirm()).toBe(true);

    placeAt(200); // moved while nobody clicks: the periodic check sees it
    vi.advanceTimersByTime(100);
    expect(states.at(-1)).toBe('arming');
  });

  it('re-arms every live control when told the content moved (a chat badge focused a card)', () => {
    const gate = watch();
    reportVisibility(true);
    vi.advanceTimersByTime(ARM_DELAY_MS);
    rearmAllControls();
    expect(gate.confirm()).toBe(false);
    vi.advanceTimersByTime(ARM_DELAY_MS);
    expect(gate.confirm()).toBe(true);
  });

  it('never arms where the browser has no IntersectionObserver v2', () => {
    uninstallFakeIntersectionObserver();
    const gate = watch();
    vi.advanceTimersByTime(ARM_DELAY_MS * 10);
    expect(states).toEqual(['unsupported']);
    expect(gate.confirm()).toBe(false);
  });

  it('stops observing and timing once stopped', () => {
    const gate = watch();
    reportVisibility(true);
    gate.stop();
    vi.advanceTimersByTime(ARM_DELAY_MS);
    expect(states.at(-1)).toBe('arming');
    expect(observerOptions()).toEqual([]);
  });
});
