import { afterEach, describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createAppStore } from '../../shell/store';
import { STORAGE_KEY } from './persistence';
import { startStorageSync } from './storageSync';

const counting = () => {
  const data = new Map<string, string>();
  const storage: StateStorage & { writes: number } = {
    writes: 0,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      storage.writes++;
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
  return storage;
};

const server = {
  id: 's1',
  name: 'memory',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto',
  enabled: true,
} as const;

let stops: Array<() => void> = [];
afterEach(() => stops.forEach((stop) => stop()));

function otherWindowSaves(state: object) {
  const newValue = JSON.stringify({ state, version: 2 });
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue }));
}

describe('storage sync between windows', () => {
  it("takes another window's configuration but keeps this window's calls", () => {
    const storage = counting();
    const store = createAppStore(() => storage);
    stops = [startStorageSync(store)];
    store.getState().upsertCall({
      id: 'mine',
      source: 'chat',
      exposedName: 't',
      args: {},
      status: 'running',
      startedAt: 1,
    });

    otherWindowSaves({ servers: [server], grants: { 'https://chat.example': { grantedAt: 1 } }, calls: [] });
    expect(store.getState().servers).toEqual([server]);
    expect(Object.keys(store.getState().grants)).toEqual(['https://chat.example']);
    expect(store.getState().calls.map((c) => c.id)).toEqual(['mine']);
  });

  it("takes another window's revoke and page-tool switch-off", () => {
    const store = createAppStore(() => counting());
    stops = [startStorageSync(store)];
    store.getState().grantOrigin('https://chat.example');
    store.getState().setPageToolsEnabled('https://chat.example', true);
    otherWindowSaves({ grants: {}, pageToolsEnabled: {} });
    expect(store.getState().grants).toEqual({});
    expect(store.getState().pageToolsEnabled).toEqual({});
  });

  it('does not save again when nothing changed, so two windows never ping-pong', () => {
    const storage = counting();
    const store = createAppStore(() => storage);
    stops = [startStorageSync(store)];
    store.getState().addServer(server);
    const writes = storage.writes;
    otherWindowSaves({ servers: [server], calls: [{ id: 'theirs' }] });
    expect(storage.writes).toBe(writes);
  });

  it('ignores unreadable values and other keys', () => {
    const store = createAppStore(() => counting());
    stops = [startStorageSync(store)];
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: '{broken' }));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'other',
        newValue: JSON.stringify({ state: { servers: [server] } }),
      }),
    );
    expect(store.getState().servers).toEqual([]);
  });
});
