import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS, PAGE_LAYOUT, PAGE_SETTINGS } from '../../../bridge/protocol/settings';
import { memoryHistory } from '../history/historyStorage';
import { effectiveSettings } from './settingsSlice';
import { createAppStore } from '../../shell/store';
import { quotaStorage } from '../storage/test/quotaStorage';

const newStore = () => {
  const storage = quotaStorage();
  return createAppStore(() => storage, memoryHistory());
};

describe('settings slice', () => {
  it('starts from the table’s defaults; a site’s suggestion fills what the user never set', () => {
    expect(effectiveSettings({}, undefined)).toEqual(DEFAULT_PAGE_SETTINGS);
    expect(effectiveSettings({ autoSubmit: false }, { autoSubmit: true, submitDelayMs: 800 })).toEqual({
      ...DEFAULT_PAGE_SETTINGS,
      submitDelayMs: 800,
    });
  });

  it('keeps a number setting inside the table’s range', () => {
    const store = newStore();
    const { max } = PAGE_SETTINGS.insertDelayMs;
    store.getState().setSetting('insertDelayMs', max + 5000);
    store.getState().setSetting('submitDelayMs', -1);
    store.getState().setSetting('autoSubmit', true);
    expect(store.getState().settingsOverrides).toEqual({
      insertDelayMs: max,
      submitDelayMs: 0,
      autoSubmit: true,
    });
  });

  it('keeps the sidebar width inside the table’s bounds', () => {
    const store = newStore();
    const { min, max } = PAGE_LAYOUT.width;
    store.getState().setPageLayout({ width: max + 1 });
    expect(store.getState().pageLayout.width).toBe(max);
    store.getState().setPageLayout({ width: min - 1, layout: 'push' });
    expect(store.getState().pageLayout).toEqual({ width: min, layout: 'push' });
  });
});
