import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../bridge/hub/types';
import { createAppStore } from './store';
import { LEGACY_STORAGE_KEY, STORAGE_KEY, STORAGE_VERSION } from '../features/storage/persistence';
import { CALL_HISTORY_LIMIT } from '../features/history/storageLimits';
import { memoryHistory } from '../features/history/historyStorage';
import { quotaStorage } from '../features/storage/test/quotaStorage';
import { callRecord } from '../features/calls/test/callRecord';

const call = callRecord;

const server = {
  id: 's1',
  name: 'memory',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto',
  enabled: true,
} as const;

const stored = (data: Map<string, string>) =>
  JSON.parse(data.get(STORAGE_KEY)!) as { state: Record<string, unknown>; version: number };

describe('store persistence', () => {
  it('stores the security settings under their own key, without history or live state', async () => {
    const storage = quotaStorage();
    const history = memoryHistory();
    const store = createAppStore(() => storage, history);
    const s = store.getState();
    s.addServer(server);
    s.setStatus('s1', { state: 'connecting' });
    s.setTools('s1', [{ serverId: 's1', name: 'read_graph', inputSchema: { type: 'object' } }]);
    s.setPolicy('s1', 'read_graph', 'auto');
    s.setSetting('autoSubmit', false);
    s.setCustomInstructions('Be brief.');
    s.setPageLayout({ layout: 'push', width: 100 });
    s.grantOrigin('https://chat.example');
    s.setPageConnected('https://chat.example', { adapter: 'generic' });
    s.upsertCall(call('c1'));
    s.setAwaitingApproval('c1', true);

    const saved = stored(storage.data);
    expect(saved.version).toBe(STORAGE_VERSION);
    expect(Object.keys(saved.state).sort()).toEqual(
      [
        'toolDetail',
        'customInstructions',
        'grants',
        'instructionExclusions',
        'oauth',
        'pageLayout',
        'pageToolsEnabled',
        'policies',
        'servers',
        'settingsOverrides',
        'taughtSites',
        'theme',
      ].sort(),
    );
    expect(saved.state.servers).toEqual([server]);
    expect(saved.state.settingsOverrides).toEqual({ autoSubmit: false });
    // The sidebar width is kept to what the loader accepts (320-800 px).
    expect(saved.state.pageLayout).toEqual({ layout: 'push', width: 320 });
    expect([...storage.data.keys()]).toEqual([STORAGE_KEY]);
    await store.history.idle();
    expect(history.saved.map((c) => c.id)).toEqual(['c1']);
  });

  it('writes a change before the setter returns, and skips writes that change nothing', () => {
    const storage = quotaStorage();
    const store = createAppStore(() => storage, memoryHistory());
    store.getState().grantOrigin('https://chat.example');
    store.getState().revokeOrigin('https://chat.example');
    expect(stored(storage.data).state.grants).toEqual({});
    const writes = storage.writes;
    store.getState().setStatus('s1', { state: 'connecting' });
    store.getState().upsertCall(call('c1'));
    expect(storage.writes).toBe(writes);
  });

  it('caps the saved call history', async () => {
    const history = memoryHistory();
    const store = createAppStore(() => quotaStorage(), history);
    await store.history.loaded;
    for (let i = 0; i < CALL_HISTORY_LIMIT + 25; i++) store.getState().upsertCall(call(`c${i}`));
    await store.history.idle();
    expect(history.saved).toHaveLength(CALL_HISTORY_LIMIT);
    expect(history.saved[0]?.id).toBe(`c${CALL_HISTORY_LIMIT + 24}`);
  });

  it('restores configuration and history in a new store and settles calls that were interrupted', async () => {
    const storage = quotaStorage();
    const history = memoryHistory();
    const first = createAppStore(() => storage, history);
    await first.history.loaded;
    first.getState().addServer(server);
    first.getState().grantOrigin('https://chat.example');
    first.getState().upsertCall(call('done-call'));
    first.getState().upsertCall(call('pending-call', 'pending'));
    await first.history.idle();

    const second = createAppStore(() => storage, history);
    const s = second.getState();
    expect(s.servers).toEqual([server]);
    expect(Object.keys(s.grants)).toEqual(['https://chat.example']);
    expect(s.statuses).toEqual({});
    await second.history.loaded;
    const byId = Object.fromEntries(second.getState().calls.map((c) => [c.id, c]));
    expect(byId['done-call']?.status).toBe('done');
    expect(byId['pending-call']?.status).toBe('error');
    expect(byId['pending-call']?.error).toMatch(/Interrupted/);
  });

  it('starts fresh from an unknown stored version instead of loading a foreign shape', () => {
    const storage = quotaStorage();
    storage.data.set(STORAGE_KEY, JSON.stringify({ state: { servers: 'garbage' }, version: 99 }));
    const store = createAppStore(() => storage, memoryHistory());
    expect(store.getState().servers).toEqual([]);
  });
});

describe('tool detail of the instructions', () => {
  const saved = (state: Record<string, unknown>) => {
    const storage = quotaStorage();
    storage.data.set(STORAGE_KEY, JSON.stringify({ state, version: STORAGE_VERSION }));
    return createAppStore(() => storage, memoryHistory()).getState().toolDetail;
  };

  it('starts on demand, keeps a chosen detail, and turns the old compact switch into compact', () => {
    expect(saved({})).toBe('on-demand');
    expect(saved({ toolDetail: 'full' })).toBe('full');
    expect(saved({ compactInstructions: true })).toBe('compact');
    expect(saved({ compactInstructions: false })).toBe('on-demand');
    expect(saved({ toolDetail: 'huge', compactInstructions: true })).toBe('compact');
  });
});

describe('migration from the single shared key', () => {
  const legacy = (calls: CallRecord[]) =>
    JSON.stringify({
      state: {
        servers: [server],
        grants: { 'https://chat.example': { grantedAt: 1 } },
        policies: { 's1\u0000write': 'off' },
        calls,
      },
      version: 1,
    });

  it("keeps the user's servers, grants and policies, and moves the history to its own storage", async () => {
    const storage = quotaStorage();
    storage.data.set(LEGACY_STORAGE_KEY, legacy([call('old'), call('cut-off', 'running')]));
    const history = memoryHistory();
    const store = createAppStore(() => storage, history);

    expect(store.getState().servers).toEqual([server]);
    expect(Object.keys(store.getState().grants)).toEqual(['https://chat.example']);
    expect(store.getState().policies).toEqual({ 's1\u0000write': 'off' });
    const saved = stored(storage.data);
    expect(saved.version).toBe(STORAGE_VERSION);
    expect(saved.state.calls).toBeUndefined();
    expect(saved.state.servers).toEqual([server]);
    expect(storage.data.has(LEGACY_STORAGE_KEY)).toBe(false);

    await store.history.idle();
    expect(history.saved.map((c) => [c.id, c.status])).toEqual([
      ['old', 'done'],
      ['cut-off', 'error'],
    ]);
  });

  it('drops the old history first when the old key fills the quota', () => {
    const big = {
      ...call('big'),
      result: { content: [{ type: 'text' as const, text: 'x'.repeat(50_000) }] },
    };
    const value = legacy([big]);
    const storage = quotaStorage(value.length + LEGACY_STORAGE_KEY.length + 100);
    storage.data.set(LEGACY_STORAGE_KEY, value);
    const store = createAppStore(() => storage, memoryHistory());
    expect(store.getState().securitySaveError).toBeNull();
    expect(Object.keys(stored(storage.data).state.grants as object)).toEqual(['https://chat.example']);
    expect(storage.data.has(LEGACY_STORAGE_KEY)).toBe(false);
  });
});
