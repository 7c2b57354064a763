// The sidebar's one ConnectionManager, kept in step with the store: server configs flow in,
// statuses and tool lists flow back out.
import { combineFeatures, type ClientFeatures } from '../../bridge/connections/clientFeatures';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { elicitationFeature } from '../../bridge/connections/elicitation';
import type { ElicitationQueue } from '../../bridge/connections/elicitationQueue';
import { protocolLogFeature } from '../../bridge/connections/protocolLog/loggingFeature';
import { ProtocolLog } from '../../bridge/connections/protocolLog/protocolLog';
import type { ServerConfig } from '../../bridge/connections/types';
import { mcpAppsFeature } from '../../bridge/connections/mcpAppsFeature';
import type { AppStore } from './store';
import { StoreOAuthProvider } from '../features/oauth/oauthProvider';
import { promptFeatures, watchPromptLists } from '../features/prompts/promptCatalog';
import { resourceEventsOf } from '../features/resources/resourceEvents';
import { resourceFeatures } from '../features/resources/resourceFeatures';

export function startConnections(
  store: AppStore,
  inputs?: ElicitationQueue,
  options: { releaseWhenHidden?: boolean } = {},
): {
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
      featuresFor: clientFeaturesFor({ store, protocolLog, ...(inputs ? { inputs } : {}) }),
    },
  );
  const stopPrompts = watchPromptLists(store, manager);
  const stopReleasing = options.releaseWhenHidden ? releaseWhenHidden(manager) : () => undefined;
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
      stopReleasing();
      // The window is going away: closing each session is best effort, and a server that refuses is not asked again.
      void manager.close();
    },
  };
}

/**
 * What the sidebar's client offers each server beyond tools (the conformance driver uses the same): the
 * protocol log, prompt lists that follow the server, and, where a window can answer, the server's questions.
 */
export function clientFeaturesFor(parts: {
  store: AppStore;
  protocolLog?: ProtocolLog;
  inputs?: ElicitationQueue;
}): (config: ServerConfig) => ClientFeatures {
  const { store, protocolLog, inputs } = parts;
  return (config) =>
    combineFeatures([
      mcpAppsFeature,
      ...(protocolLog ? [protocolLogFeature(config.id, protocolLog)] : []),
      promptFeatures(store, config.id),
      resourceFeatures(resourceEventsOf(store), config.id),
      // Servers may ask the user questions during a call; only the sidebar's cards answer them.
      ...(inputs ? [elicitationFeature(config.id, inputs)] : []),
    ]);
}

/**
 * A hidden window gives its sessions back (ConnectionManager.suspend says why) and opens them again when it
 * is shown. Only for a window that runs no chat calls: the dashboard next to a chat on the same site would
 * otherwise hold half of the six connections the browser allows per host.
 */
function releaseWhenHidden(manager: ConnectionManager): () => void {
  const onChange = () => (document.visibilityState === 'hidden' ? manager.suspend() : manager.resume());
  document.addEventListener('visibilitychange', onChange);
  onChange();
  return () => document.removeEventListener('visibilitychange', onChange);
}
