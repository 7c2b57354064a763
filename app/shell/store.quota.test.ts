// When the browser refuses to save the security settings: the user is told, history goes first, and the
// write is tried again, so a revoke or a tool turned off survives a reload.
import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { CallRecord } from '../../bridge/hub/types';
import { createAppStore } from './store';
import { STORAGE_KEY } from '../features/storage/persistence';
import { memoryHistory } from '../features/history/historyStorage';
import { quotaStorage } from '../features/storage/test/quotaStorage';

const ORIGIN = 'https://chat.example';
/** Memory history only settles through microtasks, so one macrotask turn runs every pending step. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const bigCall = (id: string): CallRecord => ({
  id,
  source: 'chat',
  exposedName: 'read_file',
  args: {},
  status: 'done',
  result: { content: [{ type: 'text', text: 'x'.repeat(15_000) }] },
  startedAt: 1,
});

describe('a security write the quota refuses', () => {
  it('shows a notice, drops the history, retries, and the revoke and Off survive a reload', async () => {
    const history = memoryHistory();
    // As in Firefox, the saved history counts against the same quota as the settings.
    const storage = quotaStorage(200_000, () => JSON.stringify(history.saved).length);
    const store = createAppStore(() => storage, history);
    await store.history.loaded;
    store.getState().grantOrigin(ORIGIN);
    for (let i = 0; i < 20; i++) store.getState().upsertCall(bigCall(`c${i}`));
    await store.history.idle();
    expect(JSON.stringify(history.saved).length).toBeGreaterThan(200_000);

    store.getState().revokeOrigin(ORIGIN);
    store.getState().setPolicy('s1', 'write_file', 'off');
    expect(store.getState().securitySaveError).toMatch(
      /^Could not save your permissions and servers: the browser refused to store them \(QuotaExceededError\)\. Your last change will be lost on reload\.$/,
    );

    await flush();
    expect(history.saved).toEqual([]);
    expect(store.getState().calls).toEqual([]);
    expect(store.getState().securitySaveError).toBeNull();
    const reloaded = createAppStore(() => storage, history);
    expect(reloaded.getState().grants).toEqual({});
    expect(reloaded.getState().policies).toEqual({ 's1\u0000write_file': 'off' });
  });

  it('keeps the notice when even an empty history leaves no room', async () => {
    const storage = quotaStorage(50);
    const store = createAppStore(() => storage, memoryHistory());
    store.getState().grantOrigin(ORIGIN);
    await flush();
    expect(store.getState().securitySaveError).toMatch(/QuotaExceededError/);
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });
});

describe('a security write the browser refuses for another reason', () => {
  it('shows the notice until a later write succeeds', () => {
    let blocked = true;
    const data = new Map<string, string>();
    const storage: StateStorage = {
      getItem: (k) => data.get(k) ?? null,
      removeItem: (k) => void data.delete(k),
      setItem: (k, v) => {
        if (blocked) throw new DOMException('Access is denied for this document.', 'SecurityError');
        data.set(k, v);
      },
    };
    const store = createAppStore(() => storage, memoryHistory());
    store.getState().grantOrigin(ORIGIN);
    expect(store.getState().securitySaveError).toMatch(/\(SecurityError\)/);
    blocked = false;
    store.getState().revokeOrigin(ORIGIN);
    expect(store.getState().securitySaveError).toBeNull();
    expect(JSON.parse(data.get(STORAGE_KEY)!)).toMatchObject({ state: { grants: {} } });
  });

  it('storage that cannot even be opened is no failed save: it is marked unavailable, with no error', () => {
    const store = createAppStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, memoryHistory());
    expect(store.getState().securityStorageUnavailable).toBe(true);
    expect(store.getState().securitySaveError).toBeNull();
    // A change made there is kept for the page's life, as the notice says; it claims no lost change.
    store.getState().grantOrigin(ORIGIN);
    expect(store.getState().securitySaveError).toBeNull();
    expect(store.getState().grants[ORIGIN]).toBeDefined();
  });
});
