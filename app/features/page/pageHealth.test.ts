import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createAppStore } from '../../shell/store';

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

describe('page health in the store', () => {
  it('keeps the connected page health and ignores reports for another origin', () => {
    const store = createAppStore(() => noStorage);
    const health = { adapter: 'claude', found: ['input'], missing: ['assistantMessage'] };
    store.getState().setPageConnected('https://claude.ai', { adapter: 'claude' });
    store.getState().setPageHealth('https://evil.example', { ...health, adapter: 'fake' });
    expect(store.getState().page.health).toBeUndefined();
    store.getState().setPageHealth('https://claude.ai', health);
    expect(store.getState().page).toEqual({
      origin: 'https://claude.ai',
      info: { adapter: 'claude' },
      health,
    });
  });
});
