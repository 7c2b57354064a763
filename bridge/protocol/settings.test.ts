import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS, PAGE_LAYOUT, PAGE_SETTINGS, clampToRange, isIntegerSpec } from './settings';
import type { SettingSpec } from './settings';

describe('the settings table', () => {
  it('gives the defaults: sending on the user’s behalf starts off', () => {
    expect(DEFAULT_PAGE_SETTINGS).toEqual({
      autoExecute: true,
      autoInsert: true,
      autoSubmit: false,
      agentMode: false,
      insertDelayMs: 0,
      submitDelayMs: 300,
      attachThresholdChars: 4000,
    });
  });

  it('keeps every number default inside its own range', () => {
    const specs: SettingSpec[] = [...Object.values(PAGE_SETTINGS), PAGE_LAYOUT.width];
    for (const spec of specs.filter(isIntegerSpec)) {
      expect(spec.min).toBeLessThan(spec.max);
      expect(clampToRange(spec, spec.default), JSON.stringify(spec)).toBe(spec.default);
    }
  });

  it('bounds the sidebar width to 320-800 px, default 400, overlay and open', () => {
    expect(PAGE_LAYOUT.width).toEqual({ default: 400, min: 320, max: 800 });
    expect(PAGE_LAYOUT.layout.default).toBe('overlay');
    expect(PAGE_LAYOUT.minimized.default).toBe(false);
  });
});

describe('clampToRange', () => {
  it('rounds into the range, and turns a non-number into the default', () => {
    const width = PAGE_LAYOUT.width;
    expect([10, 5000, 320, 800, 400.4, Number.NaN, Infinity].map((n) => clampToRange(width, n))).toEqual([
      320, 800, 320, 800, 400, 400, 400,
    ]);
  });
});
