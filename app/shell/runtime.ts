// Starts the app's side of things for one window: theme, cross-window storage sync, server connections and
// the hub over the store the entry point created. The entry point keeps the runtime and hands it down
// (app/shell/RuntimeProvider.tsx); nothing here is a module global. Pairing is not here: it needs the
// user's confirmation in a top-level first-party page (the dashboard's PairingConfirmation, the consent window).
import type { Hub } from '../../bridge/hub/createHub';
import type { AppStore } from './store';
import type { Approvals } from '../features/calls/approvals';
import type { AppMode } from '../core/environment';
import { startElicitations, type Elicitations } from '../features/elicitation/elicitations';
import { loadConnections, type RuntimeConnections } from './loadConnections';
import { startStorageSync } from '../features/storage/storageSync';
import { startTheme } from '../features/settings/theme';

export interface Runtime {
  mode: AppMode;
  store: AppStore;
  hub: Hub;
  approvals: Approvals;
  connections: RuntimeConnections;
  /** Questions servers ask the user during a call (elicitation), answered in the Calls tab. */
  elicitations: Elicitations;
  /** Stops every part in the reverse order of their start: the hub first, then connections, sync, theme. */
  stop(): void;
}

/** A runtime on its way: the store works at once, the rest once the hub's code has loaded. */
export interface StartingRuntime {
  store: AppStore;
  /** Rejects when the hub's code could not load (offline, a new deploy). */
  ready: Promise<Runtime>;
  stop(): void;
}

/**
 * The hub (the MCP server SDK and zod) and the connections (the SDK client) load as chunks of their own, so
 * the window paints without waiting for either. The page waits on the hub, so its code is asked for now, and
 * the connections' once the hub's has run: evaluating both at once would delay the hub's first answer.
 */
export function startRuntime(mode: AppMode, store: AppStore): StartingRuntime {
  const stopTheme = startTheme(store);
  const stopSync = startStorageSync(store);
  const hubStart = import('./hubService');
  const elicitations = startElicitations(store);
  // The dashboard and a sidebar opened on its own run no chat calls: hidden, they give their connections back
  // (connections.ts says why).
  const connections = loadConnections(store, hubStart, elicitations.queue, {
    releaseWhenHidden: mode === 'dashboard' || mode === 'standalone',
  });
  const started = hubStart.then(({ startHub }) => startHub(store, connections));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // A hub still loading is stopped once it is built; one that never loaded has nothing to stop.
    void started
      .then(
        (hub) => hub.stop(),
        () => undefined,
      )
      .then(() => connections.stop());
    elicitations.stop();
    stopSync();
    stopTheme();
  };
  const ready = started.then(({ hub, approvals }) => ({
    mode,
    store,
    hub,
    approvals,
    connections,
    elicitations,
    stop,
  }));
  return { store, ready, stop };
}
