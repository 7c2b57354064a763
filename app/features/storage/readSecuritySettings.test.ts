import { describe, expect, it } from 'vitest';
import { LEGACY_STORAGE_KEY, STORAGE_KEY } from './persistence';
import { readSecuritySettings } from './readSecuritySettings';
import { createAppStore } from '../../shell/store';
import { memoryHistory } from '../history/historyStorage';
import { quotaStorage } from './test/quotaStorage';

const grants = { 'https://chat.example': { grantedAt: 1 } };

describe('readSecuritySettings', () => {
  it('reads what the store saved', () => {
    const storage = quotaStorage();
    createAppStore(() => storage, memoryHistory())
      .getState()
      .grantOrigin('https://chat.example');
    expect(Object.keys(readSecuritySettings(storage).grants ?? {})).toEqual(['https://chat.example']);
  });

  it('falls back to the pre-split key, without its call history', () => {
    const storage = quotaStorage();
    storage.data.set(
      LEGACY_STORAGE_KEY,
      JSON.stringify({ state: { grants, calls: [{ id: 'c' }] }, version: 1 }),
    );
    expect(readSecuritySettings(storage)).toEqual({ grants });
  });

  it('prefers the settings key and returns {} for nothing or garbage', () => {
    const storage = quotaStorage();
    expect(readSecuritySettings(storage)).toEqual({});
    storage.data.set(LEGACY_STORAGE_KEY, JSON.stringify({ state: { grants }, version: 1 }));
    storage.data.set(STORAGE_KEY, JSON.stringify({ state: { grants: {} }, version: 2 }));
    expect(readSecuritySettings(storage)).toEqual({ grants: {} });
    storage.data.set(STORAGE_KEY, '{broken');
    expect(readSecuritySettings(storage)).toEqual({});
  });
});
