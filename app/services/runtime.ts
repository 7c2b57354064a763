// Starts the app's side of things once per window: store hydration, theme, server connections, the hub
// and (in the sidebar) the page transport. Pairing is not here: it needs the user's confirmation in a
// top-level first-party page (the dashboard's PairingConfirmation, the consent window). Components reach
// it only through ./actions.
import type { Hub } from '../../bridge/hub/createHub';
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import { useAppStore, type AppStore } from '../store/store';
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
}

let current: Runtime | undefined;

export function getRuntime(): Runtime | undefined {
  return current;
}

/** For tests and for hosts that build their own runtime. */
export function setRuntime(runtime: Runtime | undefined): void {
  current = runtime;
}

export function startRuntime(mode: AppMode, store: AppStore = useAppStore): Runtime {
  if (current) return current;
  startTheme(store);
  startStorageSync(store);
  const { manager } = startConnections(store);
  const { hub, approvals } = startHub(store, manager);
  current = { mode, store, hub, approvals, connections: manager };
  return current;
}
