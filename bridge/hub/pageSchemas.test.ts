import { describe, expect, it } from 'vitest';
import { HUB_METHODS, PAGE_METHODS } from '../protocol/constants';
import { PAGE_SETTINGS, isIntegerSpec } from '../protocol/settings';
import type { SettingSpec } from '../protocol/settings';
import { HUB_PARAMS, PAGE_RESULTS } from './pageSchemas';

const pageInfo = HUB_PARAMS[HUB_METHODS.pageInfo];
const settingsOf = (settingsDefaults: Record<string, unknown>) =>
  pageInfo.parse({ adapter: 'demo', settingsDefaults }).settingsDefaults;

describe('page info settings defaults, bounded by the settings table', () => {
  const entries = Object.entries(PAGE_SETTINGS) as [string, SettingSpec][];

  it.each(entries.filter(([, spec]) => isIntegerSpec(spec)))('%s keeps its range', (key, spec) => {
    if (!isIntegerSpec(spec)) throw new Error('not a number setting');
    expect(settingsOf({ [key]: spec.min })).toEqual({ [key]: spec.min });
    expect(settingsOf({ [key]: spec.max })).toEqual({ [key]: spec.max });
    for (const bad of [spec.min - 1, spec.max + 1, spec.min + 0.5, 'true'])
      expect(settingsOf({ [key]: bad }), String(bad)).toEqual({});
  });

  it.each(entries.filter(([, spec]) => !isIntegerSpec(spec)))('%s takes only a boolean', (key) => {
    expect(settingsOf({ [key]: false })).toEqual({ [key]: false });
    expect(settingsOf({ [key]: 'false' })).toEqual({});
  });

  it('drops a bad value without refusing the page, and keeps the good ones', () => {
    const info = pageInfo.parse({
      adapter: 'demo',
      settingsDefaults: { autoSubmit: true, insertDelayMs: 1e9, unknown: 1 },
    });
    expect(info).toEqual({ adapter: 'demo', settingsDefaults: { autoSubmit: true } });
  });
});

describe('the hub’s reading of page messages', () => {
  it('turns a tool list into descriptors, first of each name kept', () => {
    const params = HUB_PARAMS[HUB_METHODS.pageTools].parse({
      tools: [{ name: 'a', description: 'first' }, { name: 'a' }, { name: 'b' }],
    });
    expect(params).toEqual({ tools: [{ name: 'a', description: 'first' }, { name: 'b' }] });
  });

  it('reads a page action result with exact optional fields', () => {
    expect(PAGE_RESULTS[PAGE_METHODS.submit].parse({ ok: true, extra: 1 })).toEqual({ ok: true });
    expect(PAGE_RESULTS[PAGE_METHODS.insertText].parse({ ok: false, error: 'no input' })).toEqual({
      ok: false,
      error: 'no input',
    });
    expect(() => PAGE_RESULTS[PAGE_METHODS.layout].parse({ ok: 'yes' })).toThrow();
  });
});
