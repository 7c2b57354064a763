import { describe, expect, it, vi } from 'vitest';
import type { ConnectionEvents, ServerConfig } from '../../bridge/connections/types';
import { createAppStore } from './store';
import { memoryStorage } from '../features/storage/test/memoryStorage';

// A stand-in ConnectionManager (our own interface) that records what the store hands it.
const created: FakeManager[] = [];
class FakeManager {
  setServers = vi.fn<(configs: ServerConfig[]) => void>();
  close = vi.fn(async () => undefined);
  // The prompt lists ask a connected server for its prompts (promptCatalog.ts): this one has none.
  withClient = vi.fn(async () => undefined);
  suspend = vi.fn();
  resume = vi.fn();
  constructor(readonly events: ConnectionEvents) {
    created.push(this);
  }
}
vi.mock('../../bridge/connections/connectionManager', () => ({ ConnectionManager: FakeManager }));
const { startConnections } = await import('./connections');

const server: ServerConfig = {
  id: 's1',
  name: 'memory',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto',
  enabled: true,
};

describe('startConnections', () => {
  it('hands server changes to the manager and its events to the store', () => {
    const store = createAppStore(memoryStorage);
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

describe('a window that releases its connections when hidden', () => {
  const showAs = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('suspends the sessions while hidden and resumes them when shown, until stopped', () => {
    const { stop } = startConnections(createAppStore(memoryStorage), undefined, { releaseWhenHidden: true });
    const manager = created.at(-1)!;
    showAs('hidden');
    expect(manager.suspend).toHaveBeenCalledOnce();
    showAs('visible');
    expect(manager.resume).toHaveBeenCalled();
    stop();
    showAs('hidden');
    expect(manager.suspend).toHaveBeenCalledOnce();
  });

  it('keeps them in a window that runs chat calls (the sidebar)', () => {
    startConnections(createAppStore(memoryStorage));
    showAs('hidden');
    expect(created.at(-1)!.suspend).not.toHaveBeenCalled();
    showAs('visible');
  });
});
