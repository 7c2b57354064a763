// The user's layout from the sidebar's Settings, as the runtime hands it to the loader (PAGE_METHODS.layout).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LAYOUT } from '../../bridge/protocol/settings';
import { mount } from './mount';
import type { Mounted, StartRuntime } from './mount';
import { defaultConfig } from './readConfig';

const APP = 'https://app.example';
let mounted: Mounted | null;
let hooks: Parameters<StartRuntime>[2];

const part = (id: string) =>
  document
    .querySelector('[data-mcp-bridge="root"]')
    ?.shadowRoot?.querySelector<HTMLElement>(`[data-mcp-bridge="${id}"]`) ?? null;
const html = () => document.documentElement.style;

beforeEach(() => {
  mounted = mount({
    win: window,
    script: null,
    defaults: defaultConfig(APP),
    startRuntime: (_config, _target, given) => {
      hooks = given;
      return { stop() {}, reconnect() {} };
    },
  });
});

afterEach(() => {
  mounted?.destroy();
  document.documentElement.removeAttribute('style');
});

describe('layout from the sidebar settings', () => {
  it('switches to push with a new width, and back to overlay', () => {
    hooks?.onLayout?.({ layout: 'push', width: 520 });
    expect(part('frame')?.style.getPropertyValue('width')).toBe('520px');
    expect(html().getPropertyValue('margin-right')).toBe('520px');
    expect(part('toggle')?.style.getPropertyValue('right')).toBe('520px');
    hooks?.onLayout?.({ layout: 'overlay' });
    expect(html().getPropertyValue('margin-right')).toBe('');
    expect(part('frame')?.style.getPropertyValue('width')).toBe('520px');
  });

  it('clamps the width to the settings table’s bounds and ignores a width that is not a number', () => {
    const { min, max } = PAGE_LAYOUT.width;
    hooks?.onLayout?.({ width: max + 1 });
    expect(part('frame')?.style.getPropertyValue('width')).toBe(`${max}px`);
    hooks?.onLayout?.({ width: min - 1 });
    expect(part('frame')?.style.getPropertyValue('width')).toBe(`${min}px`);
    hooks?.onLayout?.({ width: Number.NaN });
    expect(part('frame')?.style.getPropertyValue('width')).toBe(`${min}px`);
  });

  it('minimizes to the handle and opens again', () => {
    hooks?.onLayout?.({ layout: 'push', minimized: true });
    expect(part('frame')?.style.getPropertyValue('display')).toBe('none');
    expect(html().getPropertyValue('margin-right')).toBe('');
    expect(part('toggle')?.getAttribute('aria-expanded')).toBe('false');
    hooks?.onLayout?.({ minimized: false });
    expect(part('frame')?.style.getPropertyValue('display')).toBe('block');
    expect(html().getPropertyValue('margin-right')).toBe('400px');
  });
});
