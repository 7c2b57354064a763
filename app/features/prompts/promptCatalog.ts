// Keeps the store's prompt lists in step with the servers: listed (every page, by the SDK) when a server
// connects, re-listed by the SDK on `notifications/prompts/list_changed`, dropped when it disconnects.
// Answers can cross (a slow first listing, a quick re-list): each carries a ticket, and an older answer
// never replaces a newer one.
import type { Client, Prompt } from '@modelcontextprotocol/client';
import type { ClientFeatures } from '../../../bridge/connections/clientFeatures';
import type { ConnectionManager } from '../../../bridge/connections/connectionManager';
import type { AppStore } from '../../shell/store';

/** Waits this long after a list_changed notification, so a burst of them re-lists once. */
const RELIST_DEBOUNCE_MS = 50;

/**
 * Tickets count up per store: a first listing takes one as it starts, the SDK's re-list as it ends (it always
 * starts after the first listing, which starts as the server connects). Each server keeps its newest applied.
 */
const listings = new WeakMap<AppStore, { next: number; applied: Map<string, number> }>();

function listingsOf(store: AppStore) {
  let state = listings.get(store);
  if (!state) listings.set(store, (state = { next: 0, applied: new Map() }));
  return state;
}

const takeTicket = (store: AppStore) => ++listingsOf(store).next;

/** Sets a server's prompts unless a newer listing was already applied. */
function applyListing(store: AppStore, serverId: string, ticket: number, prompts: Prompt[] | undefined) {
  const { applied } = listingsOf(store);
  if ((applied.get(serverId) ?? 0) > ticket) return;
  applied.set(serverId, ticket);
  store.getState().setPrompts(serverId, prompts);
}

/** The client part that follows a server's prompt list; one per server, so the answer knows its server. */
export function promptFeatures(store: AppStore, serverId: string): ClientFeatures {
  return {
    capabilities: {},
    attach: () => undefined,
    listChanged: {
      prompts: {
        debounceMs: RELIST_DEBOUNCE_MS,
        onChanged: (error, prompts) => {
          // A re-list that ends after the server went away (or its session was replaced) is not its list.
          if (error || !prompts || store.getState().statuses[serverId]?.state !== 'connected') return;
          applyListing(store, serverId, takeTicket(store), prompts);
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
    const { statuses } = store.getState();
    for (const [serverId, status] of Object.entries(statuses)) {
      const isConnected = status.state === 'connected';
      if (isConnected && !connected.has(serverId)) {
        const session = ++sessions;
        connected.set(serverId, session);
        const current = () => connected.get(serverId) === session;
        const ticket = takeTicket(store);
        manager.withClient(serverId, listServerPrompts).then(
          (prompts) => current() && applyListing(store, serverId, ticket, prompts),
          () => current() && applyListing(store, serverId, ticket, undefined),
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
