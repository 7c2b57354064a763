import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { CallRecord } from '../../bridge/hub/types';
import { createAppStore } from './store';
import { STORAGE_KEY, STORAGE_VERSION } from './persistence';
import { CALL_HISTORY_LIMIT } from './callsSlice';

const memoryStorage = () => {
  const data = new Map<string, string>();
  const storage: StateStorage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  return { data, storage };
};

const call = (id: string, status: CallRecord['status'] = 'done'): CallRecord => ({
  id,
  source: 'chat',
  exposedName: 'read_graph',
  args: {},
  status,
  startedAt: 1,
});

const server = {
  id: 's1',
  name: 'memory',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto',
  enabled: true,
} as const;

describe('store persistence', () => {
  it('stores configuration and history but not live state', () => {
    const { data, storage } = memoryStorage();
    const store = createAppStore(() => storage);
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

    const stored = JSON.parse(data.get(STORAGE_KEY)!) as { state: Record<string, unknown>; version: number };
    expect(stored.version).toBe(STORAGE_VERSION);
    expect(Object.keys(stored.state).sort()).toEqual(
      [
        'calls',
        'compactInstructions',
        'customInstructions',
        'grants',
        'instructionExclusions',
        'oauth',
        'pageLayout',
        'pageToolsEnabled',
        'policies',
        'servers',
        'settingsOverrides',
        'theme',
      ].sort(),
    );
    expect(stored.state.servers).toEqual([server]);
    expect(stored.state.settingsOverrides).toEqual({ autoSubmit: false });
    // The sidebar width is kept to what the loader accepts (320-800 px).
    expect(stored.state.pageLayout).toEqual({ layout: 'push', width: 320 });
  });

  it('caps the call history', () => {
    const { data, storage } = memoryStorage();
    const store = createAppStore(() => storage);
    for (let i = 0; i < CALL_HISTORY_LIMIT + 25; i++) store.getState().upsertCall(call(`c${i}`));
    const stored = JSON.parse(data.get(STORAGE_KEY)!) as { state: { calls: CallRecord[] } };
    expect(stored.state.calls).toHaveLength(CALL_HISTORY_LIMIT);
    expect(stored.state.calls[0]?.id).toBe(`c${CALL_HISTORY_LIMIT + 24}`);
  });

  it('restores configuration in a new store and settles calls that were interrupted', () => {
    const { storage } = memoryStorage();
    const first = createAppStore(() => storage);
    first.getState().addServer(server);
    first.getState().grantOrigin('https://chat.example');
    first.getState().upsertCall(call('done-call'));
    first.getState().upsertCall(call('pending-call', 'pending'));

    const second = createAppStore(() => storage);
    const s = second.getState();
    expect(s.servers).toEqual([server]);
    expect(Object.keys(s.grants)).toEqual(['https://chat.example']);
    expect(s.statuses).toEqual({});
    const byId = Object.fromEntries(s.calls.map((c) => [c.id, c]));
    expect(byId['done-call']?.status).toBe('done');
    expect(byId['pending-call']?.status).toBe('error');
    expect(byId['pending-call']?.error).toMatch(/Interrupted/);
  });

  it('starts fresh from an unknown stored version instead of loading a foreign shape', () => {
    const { data, storage } = memoryStorage();
    data.set(STORAGE_KEY, JSON.stringify({ state: { servers: 'garbage' }, version: 99 }));
    const store = createAppStore(() => storage);
    expect(store.getState().servers).toEqual([]);
  });
});
