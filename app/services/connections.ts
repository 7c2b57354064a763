// The sidebar's one ConnectionManager, kept in step with the store: server configs flow in,
// statuses and tool lists flow back out.
import { combineFeatures } from '../../bridge/connections/clientFeatures';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { AppStore } from '../store/store';
import { StoreOAuthProvider } from './oauthProvider';
import { resourceEventsOf } from './resourceEvents';
import { resourceFeatures } from './resourceFeatures';

export function startConnections(store: AppStore): { manager: ConnectionManager; stop(): void } {
  const manager = new ConnectionManager(
    {
      onStatus: (serverId, status) => store.getState().setStatus(serverId, status),
      onTools: (serverId, tools) => store.getState().setTools(serverId, tools),
    },
    // Background connections use stored tokens (and refresh them) but never open a sign-in window.
    {
      authProviderFor: (config) => new StoreOAuthProvider(store, config.id),
      // One part per feature, each told which server it serves.
      featuresFor: (config) => combineFeatures([resourceFeatures(resourceEventsOf(store), config.id)]),
    },
  );
  manager.setServers(store.getState().servers);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.servers !== previous.servers) manager.setServers(state.servers);
  });
  return {
    manager,
    stop() {
      unsubscribe();
      void manager.close();
    },
  };
}
