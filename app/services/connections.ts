// The sidebar's one ConnectionManager, kept in step with the store: server configs flow in,
// statuses and tool lists flow back out.
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { elicitationFeature } from '../../bridge/connections/elicitation';
import type { InputRequestQueue } from '../../bridge/connections/inputRequests';
import type { ServerConfig } from '../../bridge/connections/types';
import type { AppStore } from '../store/store';
import { StoreOAuthProvider } from './oauthProvider';

export function startConnections(
  store: AppStore,
  inputs?: InputRequestQueue,
): { manager: ConnectionManager; stop(): void } {
  const manager = new ConnectionManager(
    {
      onStatus: (serverId, status) => store.getState().setStatus(serverId, status),
      onTools: (serverId, tools) => store.getState().setTools(serverId, tools),
    },
    // Background connections use stored tokens (and refresh them) but never open a sign-in window.
    {
      authProviderFor: (config) => new StoreOAuthProvider(store, config.id),
      // Servers may ask the user questions during a call; only the sidebar's cards answer them.
      ...(inputs ? { featuresFor: clientFeaturesFor(inputs) } : {}),
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

/** What the sidebar's client offers each server beyond tools (the conformance driver uses the same). */
export function clientFeaturesFor(inputs: InputRequestQueue) {
  return (config: ServerConfig) => elicitationFeature(config.id, inputs);
}
