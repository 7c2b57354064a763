// What the resources feature shares between the connections (notifications from servers) and the UI (the
// Resources panel, a call card's resource link), per window: one small hub per store, not a module global,
// so two runtimes in one test never hear each other.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppStore } from '../../shell/store';

/** A resource to show in the Resources panel's view, read from this server. */
export interface ResourceViewRequest {
  serverId: string;
  uri: string;
  name?: string;
}

export interface ResourceEventsState {
  /** The view the panel shows; `seq` is new for each request, so opening the same link again reads it again. */
  view: (ResourceViewRequest & { seq: number }) | null;
  /** Bumped per server on `notifications/resources/list_changed`: the panel lists that server again. */
  listVersions: Record<string, number>;
}

export interface ResourceEvents {
  state: StoreApi<ResourceEventsState>;
  open(view: ResourceViewRequest): void;
  close(): void;
  listChanged(serverId: string): void;
  /** Called on `notifications/resources/updated`; returns the unsubscribe. */
  onUpdated(listener: (serverId: string, uri: string) => void): () => void;
  updated(serverId: string, uri: string): void;
}

const hubs = new WeakMap<AppStore, ResourceEvents>();

export function resourceEventsOf(store: AppStore): ResourceEvents {
  let hub = hubs.get(store);
  if (!hub) {
    hub = createResourceEvents();
    hubs.set(store, hub);
  }
  return hub;
}

function createResourceEvents(): ResourceEvents {
  const state = createStore<ResourceEventsState>(() => ({ view: null, listVersions: {} }));
  const listeners = new Set<(serverId: string, uri: string) => void>();
  let seq = 0;
  return {
    state,
    open: (view) => state.setState({ view: { ...view, seq: ++seq } }),
    close: () => state.setState({ view: null }),
    listChanged: (serverId) =>
      state.setState((s) => ({
        listVersions: { ...s.listVersions, [serverId]: (s.listVersions[serverId] ?? 0) + 1 },
      })),
    onUpdated(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updated(serverId, uri) {
      for (const listener of listeners) listener(serverId, uri);
    },
  };
}
