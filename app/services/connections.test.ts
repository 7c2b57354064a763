import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { ConnectionEvents, ServerConfig } from '../../bridge/connections/types';
import { createAppStore } from '../store/store';

// A stand-in ConnectionManager (our own interface) that records what the store hands it.
const created: FakeManager[] = [];
class FakeManager {
  setServers = vi.fn<(configs: ServerConfig[]) => void>();
  close = vi.fn(async () => undefined);
  constructor(readonly events: ConnectionEvents) {
    created.push(this);
  }
}
vi.mock('../../bridge/connections/connectionManager', () => ({ ConnectionManager: FakeManager }));
const { startConnections } = await import('./connections');

const memory = (): StateStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
const server: ServerConfig = {
  id: 's1',
  name: 'memory',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto',
  enabled: true,
};

describe('startConnections', () => {
  it('hands server changes to the manager and its events to the store', () => {
    const store = createAppStore(memory);
    const { stop } = startConnections(store);
    const manager = created.at(-1)!;
    expect(manager.setServers).toHaveBeenLastCalledWith([]);

    store.getState().addServer(server);
    expect(manager.setServers).toHaveBeenLastCalledWith([server]);
    store.getState().setPolicy('s1', 't', 'off');
    expect(manager.setServers).toHaveBeenCalledTimes(2);

    manager.events.onStatus('s1', { state: 'connected', toolCount: 1, transport: 'streamable-http' });
    manager.events.onTools('s1', [{ serverId: 's1', name: 't', inputSchema: { type: 'object' } }]);
    expect(store.getState().statuses.s1?.state).toBe('connected');
    expect(store.getState().tools.s1?.map((t) => t.name)).toEqual(['t']);

    stop();
    expect(manager.close).toHaveBeenCalledOnce();
    store.getState().removeServer('s1');
    expect(manager.setServers).toHaveBeenCalledTimes(2);
  });
});
