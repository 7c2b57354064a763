// The sidebar's one ConnectionManager, kept in step with the store: server configs flow in,
// statuses and tool lists flow back out.
import { combineFeatures } from '../../bridge/connections/clientFeatures';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { protocolLogFeature } from '../../bridge/connections/protocolLog/loggingFeature';
import { ProtocolLog } from '../../bridge/connections/protocolLog/protocolLog';
import type { AppStore } from '../store/store';
import { StoreOAuthProvider } from './oauthProvider';
import { promptFeatures, watchPromptLists } from './promptCatalog';

export function startConnections(store: AppStore): {
  manager: ConnectionManager;
  /** Every server's JSON-RPC traffic and log notifications, in memory only (never stored, never sent to the page). */
  protocolLog: ProtocolLog;
  stop(): void;
} {
  const protocolLog = new ProtocolLog();
  const manager = new ConnectionManager(
    {
      onStatus: (serverId, status) => store.getState().setStatus(serverId, status),
      onTools: (serverId, tools) => store.getState().setTools(serverId, tools),
    },
    {
      // Background connections use stored tokens (and refresh them) but never open a sign-in window.
      authProviderFor: (config) => new StoreOAuthProvider(store, config.id),
      featuresFor: (config) =>
        combineFeatures([protocolLogFeature(config.id, protocolLog), promptFeatures(store, config.id)]),
    },
  );
  const stopPrompts = watchPromptLists(store, manager);
  manager.setServers(store.getState().servers);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.servers === previous.servers) return;
    manager.setServers(state.servers);
    const kept = new Set(state.servers.map((server) => server.id));
    for (const server of previous.servers) if (!kept.has(server.id)) protocolLog.forget(server.id);
  });
  return {
    manager,
    protocolLog,
    stop() {
      unsubscribe();
      stopPrompts();
      void manager.close();
    },
  };
}
