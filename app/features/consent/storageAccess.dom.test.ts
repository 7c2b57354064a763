// "Use the dashboard's servers": reads the storage the Storage Access API opened, and says so plainly when
// the browser granted the request but left localStorage partitioned (Firefox), instead of reading this
// frame's own storage as if it were the dashboard's.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../bridge/connections/types';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { STORAGE_KEY } from '../storage/persistence';
import { COOKIES_ONLY, importDashboardStorage } from './storageAccess';

const server: ServerConfig = {
  id: 's1',
  name: 'docs',
  url: 'https://docs.example/mcp',
  transport: 'auto',
  enabled: true,
};

function grantWith(handle: { localStorage?: Storage } | undefined): void {
  Object.defineProperty(document, 'requestStorageAccess', {
    configurable: true,
    value: () => Promise.resolve(handle),
  });
}

/** A Storage-shaped map holding the dashboard's saved settings. */
function dashboardStorage(): Storage {
  const data = new Map([[STORAGE_KEY, JSON.stringify({ state: { servers: [server] }, version: 2 })]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
  } as Storage;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'requestStorageAccess');
  localStorage.clear();
});

describe('importDashboardStorage', () => {
  it('copies the servers from the unpartitioned storage of a handle (Chrome)', async () => {
    grantWith({ localStorage: dashboardStorage() });
    const store = createAppStore(memoryStorage);
    await expect(importDashboardStorage(store)).resolves.toBe(1);
    expect(store.getState().servers).toEqual([server]);
    expect(localStorage.length).toBe(0);
  });

  it('refuses, naming the fix, when access was granted but localStorage stayed this frame’s own', async () => {
    grantWith(undefined);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { servers: [] }, version: 2 }));
    const store = createAppStore(memoryStorage);
    await expect(importDashboardStorage(store)).rejects.toThrow(COOKIES_ONLY);
    expect(COOKIES_ONLY).toMatch(/Copy from the dashboard/);
    expect(localStorage.getItem('mcp-multi-bridge:partition-mark')).toBeNull();
  });
});
