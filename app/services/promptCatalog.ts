// Keeps the store's prompt lists in step with the servers: listed (every page, by the SDK) when a server
// connects, re-listed by the SDK on `notifications/prompts/list_changed`, dropped when it disconnects.
import type { Client } from '@modelcontextprotocol/client';
import type { ClientFeatures } from '../../bridge/connections/clientFeatures';
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { AppStore } from '../store/store';

/** Waits this long after a list_changed notification, so a burst of them re-lists once. */
const RELIST_DEBOUNCE_MS = 50;

/** The client part that follows a server's prompt list; one per server, so the answer knows its server. */
export function promptFeatures(store: AppStore, serverId: string): ClientFeatures {
  return {
    capabilities: {},
    attach: () => undefined,
    listChanged: {
      prompts: {
        debounceMs: RELIST_DEBOUNCE_MS,
        onChanged: (error, prompts) => {
          if (!error && prompts) store.getState().setPrompts(serverId, prompts);
        },
      },
    },
  };
}

/** A server's prompts, or undefined when it does not offer any (no `prompts` capability). */
export async function listServerPrompts(client: Client) {
  if (!client.getServerCapabilities()?.prompts) return undefined;
  return (await client.listPrompts()).prompts;
}

/** Lists each server's prompts as it connects; returns the unsubscribe. */
export function watchPromptLists(
  store: AppStore,
  manager: Pick<ConnectionManager, 'withClient'>,
): () => void {
  /** Connected servers, each with the number of its current session here: an older listing's answer is dropped. */
  const connected = new Map<string, number>();
  let sessions = 0;
  const drop = (serverId: string) => {
    connected.delete(serverId);
    store.getState().setPrompts(serverId, undefined);
  };
  const sync = () => {
    const { statuses, setPrompts } = store.getState();
    for (const [serverId, status] of Object.entries(statuses)) {
      const isConnected = status.state === 'connected';
      if (isConnected && !connected.has(serverId)) {
        const session = ++sessions;
        connected.set(serverId, session);
        const current = () => connected.get(serverId) === session;
        manager.withClient(serverId, listServerPrompts).then(
          (prompts) => current() && setPrompts(serverId, prompts),
          () => current() && setPrompts(serverId, undefined),
        );
      } else if (!isConnected && connected.has(serverId)) drop(serverId);
    }
    for (const serverId of connected.keys()) if (!statuses[serverId]) drop(serverId);
  };
  sync();
  return store.subscribe((state, previous) => {
    if (state.statuses !== previous.statuses) sync();
  });
}
