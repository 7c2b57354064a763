// Starts the app's side of things for one window: theme, cross-window storage sync, server connections and
// the hub over the store the entry point created. The entry point keeps the runtime and hands it down
// (app/context/RuntimeProvider.tsx); nothing here is a module global. Pairing is not here: it needs the
// user's confirmation in a top-level first-party page (the dashboard's PairingConfirmation, the consent window).
import type { Hub } from '../../bridge/hub/createHub';
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { AppStore } from '../store/store';
import type { Approvals } from './approvals';
import { startConnections } from './connections';
import type { AppMode } from './environment';
import { startHub } from './hubService';
import { startStorageSync } from './storageSync';
import { startTheme } from './theme';

export interface Runtime {
  mode: AppMode;
  store: AppStore;
  hub: Hub;
  approvals: Approvals;
  connections: ConnectionManager;
  /** Stops every part in the reverse order of their start: the hub first, then connections, sync, theme. */
  stop(): void;
}

export function startRuntime(mode: AppMode, store: AppStore): Runtime {
  const stopTheme = startTheme(store);
  const stopSync = startStorageSync(store);
  const connections = startConnections(store);
  const { hub, approvals, stop: stopHub } = startHub(store, connections.manager);
  return {
    mode,
    store,
    hub,
    approvals,
    connections: connections.manager,
    stop() {
      stopHub();
      connections.stop();
      stopSync();
      stopTheme();
    },
  };
}
