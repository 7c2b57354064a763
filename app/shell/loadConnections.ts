// The connection manager (the MCP SDK client, OAuth) is the largest part of the sidebar's code and is needed
// only to reach the user's servers, so it loads in a chunk of its own, once the hub's code has run.
// The hub and the commands get a stand-in that waits for it.
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { ProtocolLog } from '../../bridge/connections/protocolLog/protocolLog';
import type { ElicitationQueue } from '../../bridge/connections/elicitationQueue';
import type { AppStore } from './store';

/** What the hub and the commands use of the connection manager. */
export type RuntimeConnections = Pick<ConnectionManager, 'callTool' | 'reconnect' | 'withClient'> & {
  /** The servers' protocol log, once the connections' code has loaded (absent in test fakes). */
  protocolLog?: Promise<ProtocolLog>;
};

/** Asks for the code once `after` settles: what the window needs first gets the main thread first. */
export function loadConnections(
  store: AppStore,
  after: Promise<unknown> = Promise.resolve(),
  inputs?: ElicitationQueue,
  options: { releaseWhenHidden?: boolean } = {},
): RuntimeConnections & { stop(): void } {
  const started = after
    .catch(() => undefined)
    .then(() => import('./connections'))
    .then(({ startConnections }) => startConnections(store, inputs, options));
  started.catch((error: unknown) =>
    store.getState().setNotice({
      kind: 'error',
      text: `Could not load the server connections: ${error instanceof Error ? error.message : String(error)}`,
    }),
  );
  const protocolLog = started.then(({ protocolLog }) => protocolLog);
  // Its failure is already said above; a view that asks for the log shows it again.
  protocolLog.catch(() => undefined);
  return {
    callTool: (...args) => started.then(({ manager }) => manager.callTool(...args)),
    reconnect: (serverId) => started.then(({ manager }) => manager.reconnect(serverId)),
    withClient: (serverId, use) => started.then(({ manager }) => manager.withClient(serverId, use)),
    protocolLog,
    stop() {
      // Both outcomes are handled: connections that never loaded have nothing to stop.
      void started.then(
        ({ stop }) => stop(),
        () => undefined,
      );
    },
  };
}
