// The sidebar's one ConnectionManager, kept in step with the store: server configs flow in,
// statuses and tool lists flow back out.
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { mcpAppsFeature } from '../../bridge/connections/mcpAppsFeature';
import type { AppStore } from '../store/store';
import { StoreOAuthProvider } from './oauthProvider';

export function startConnections(store: AppStore): { manager: ConnectionManager; stop(): void } {
  const manager = new ConnectionManager(
    {
      onStatus: (serverId, status) => store.getState().setStatus(serverId, status),
      onTools: (serverId, tools) => store.getState().setTools(serverId, tools),
    },
    // Background connections use stored tokens (and refresh them) but never open a sign-in window.
    {
      authProviderFor: (config) => new StoreOAuthProvider(store, config.id),
      // Other features join it through combineFeatures (bridge/connections/clientFeatures.ts).
      featuresFor: () => mcpAppsFeature,
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
