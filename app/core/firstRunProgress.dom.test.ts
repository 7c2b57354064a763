import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_RUN_KEY,
  noteFirstRun,
  readFirstRunProgress,
  subscribeFirstRunProgress,
} from './firstRunProgress';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the first-run record', () => {
  it('merges notes under its own key, apart from the security settings', () => {
    noteFirstRun({ sidebarAsked: 1 });
    noteFirstRun({ siteAllowed: 2 });
    expect(JSON.parse(localStorage.getItem(FIRST_RUN_KEY) ?? '')).toEqual({
      sidebarAsked: 1,
      siteAllowed: 2,
    });
    expect(readFirstRunProgress()).toEqual({ sidebarAsked: 1, siteAllowed: 2 });
    // The same object while nothing changed, as useSyncExternalStore needs.
    expect(readFirstRunProgress()).toBe(readFirstRunProgress());
  });

  it('tells this window at once and other windows through the storage event', () => {
    const onChange = vi.fn();
    const stop = subscribeFirstRunProgress(onChange);
    noteFirstRun({ bookmarkletDragged: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: FIRST_RUN_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mcp-multi-bridge:settings' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    noteFirstRun({ dismissed: true });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('starts over from a record it cannot read, and ignores storage that refuses', () => {
    localStorage.setItem(FIRST_RUN_KEY, '{not json');
    expect(readFirstRunProgress()).toEqual({});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => noteFirstRun({ siteAllowed: 1 })).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readFirstRunProgress()).toEqual({});
  });
});
