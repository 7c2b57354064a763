// Pairing with the local connector, in three steps the UI puts a confirmation between: read a payload (the
// `#pair=` fragment or /local-pairing.json, top-level first-party pages only), plan what it changes, and
// on the user's click trade the one-time code for the token and apply the plan.
import type { ServerConfig } from '../../../bridge/connections/types';
import {
  connectorServerUrl,
  distinctName,
  isLoopbackConnector,
  PAIR_PATH,
  parsePairingPayload,
  readPairingFragment,
  type PairingPayload,
  type PairingRead,
  type RemoteServerOffer,
} from '../../../bridge/protocol/pairing';
import type { NewServer } from '../servers';
import type { AppStore } from '../../shell/store';

export const CONNECTOR_ID_PREFIX = 'connector:';

/** Ids are scoped by the connector's host:port, so several connectors on one machine can be paired. */
const connectorScope = (connector: string) => `${CONNECTOR_ID_PREFIX}${new URL(connector).host}/`;

export interface PairingPlan {
  payload: PairingPayload;
  /** False: the connector is not on this computer, and the UI warns loudly. */
  loopback: boolean;
  /** Servers of this connector that it no longer lists: removed only if the user ticks each one. */
  stale: ServerConfig[];
  /** Remote servers the link offers (v3): each added as an ordinary server only if the user leaves it ticked. */
  remotes: PlannedRemote[];
}

export interface PlannedRemote {
  offer: RemoteServerOffer;
  /** What the consent shows first: where the server is. */
  origin: string;
  /** A server with this URL is already in the list: offered unticked. */
  alreadyAdded: boolean;
  /** Plain http to a host that is not this computer: its traffic (and any header entered) can be read. */
  unencrypted: boolean;
}

export function planPairing(payload: PairingPayload, existing: ServerConfig[]): PairingPlan {
  const scope = connectorScope(payload.connector);
  const listed = new Set(payload.servers.map((name) => `${scope}${name}`));
  return {
    payload,
    loopback: isLoopbackConnector(payload.connector),
    stale: existing.filter((s) => s.id.startsWith(scope) && !listed.has(s.id)),
    remotes: plannedRemotes(payload, existing),
  };
}

/**
 * Each offer under a name no other server has (`-2` added), so a later "Run x on files?" can't mean two
 * servers; one already in the list at the same URL keeps its name (it is offered unticked anyway).
 */
function plannedRemotes(payload: PairingPayload, existing: ServerConfig[]): PlannedRemote[] {
  const offers = payload.remotes ?? [];
  const taken = new Set(
    [...payload.servers, ...existing.map((s) => s.name), ...offers.map((o) => o.name)].map((n) =>
      n.toLowerCase(),
    ),
  );
  return offers.map((offer) => {
    const url = new URL(offer.url);
    const alreadyAdded = existing.some((s) => s.url === offer.url);
    const clashes =
      payload.servers.some((n) => n.toLowerCase() === offer.name.toLowerCase()) ||
      existing.some((s) => s.url !== offer.url && s.name.toLowerCase() === offer.name.toLowerCase());
    const name = clashes ? distinctName(offer.name, taken) : offer.name;
    taken.add(name.toLowerCase());
    return {
      offer: name === offer.name ? offer : { ...offer, name },
      origin: url.origin,
      alreadyAdded,
      unencrypted: url.protocol === 'http:' && !isLoopbackConnector(offer.url),
    };
  });
}

/** A remote server as the dashboard's own "Add server" form would produce it; its headers are entered there. */
export const remoteServerOf = (offer: RemoteServerOffer): NewServer => ({
  name: offer.name,
  url: offer.url,
  transport: offer.transport,
});

export function pairingToServers(
  payload: PairingPayload,
  token: string,
  existing: ServerConfig[],
): ServerConfig[] {
  return payload.servers.map((name) => {
    const id = `${connectorScope(payload.connector)}${name}`;
    const previous = existing.find((s) => s.id === id);
    return {
      id,
      name,
      url: connectorServerUrl(payload.connector, name),
      transport: 'streamable-http',
      // A re-pairing refreshes URL and token but keeps the user's on/off choice.
      enabled: previous?.enabled ?? true,
      bearerToken: token,
    };
  });
}

/** Adds (or refreshes) the connector's servers; removes only the stale ids the user ticked. */
export function applyPairing(
  store: AppStore,
  plan: PairingPlan,
  token: string,
  removeIds: readonly string[] = [],
): number {
  const state = store.getState();
  for (const id of removeIds) if (plan.stale.some((s) => s.id === id)) state.removeServer(id);
  const servers = pairingToServers(plan.payload, token, store.getState().servers);
  state.upsertServers(servers);
  return servers.length;
}

export const hasConnectorPairing = (servers: readonly ServerConfig[]): boolean =>
  servers.some((s) => s.id.startsWith(CONNECTOR_ID_PREFIX));

/** Trades the one-time code for the connector's token; the error says what the user can do. */
export async function redeemPairingCode(
  payload: PairingPayload,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(`${payload.connector}${PAIR_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: payload.code }),
      cache: 'no-store',
    });
  } catch {
    throw new Error(`The connector at ${payload.connector} did not answer. Is it still running?`);
  }
  const body = (await response.json().catch(() => null)) as { token?: unknown; error?: unknown } | null;
  if (response.ok && typeof body?.token === 'string' && body.token.length > 0) return body.token;
  if (response.status === 410)
    throw new Error(
      'This pairing link was already used or has expired. Press Enter in the connector window for a new link, or run the connector again.',
    );
  throw new Error(
    `The connector refused the pairing (HTTP ${response.status}${typeof body?.error === 'string' ? `: ${body.error}` : ''}).`,
  );
}

/**
 * Reads `#pair=…` and removes it from the address bar at once, whatever the user decides. Null when the
 * address holds no pairing link; a refused link comes back with the reason to show.
 */
export function takePairingFragment(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): PairingRead | null {
  const read = readPairingFragment(location.hash);
  if (read) history.replaceState(history.state, '', location.pathname + location.search);
  return read;
}

/** True only in a top-level window: a frame (on any site) must never read the demo's pairing file. */
export const isTopLevel = (win: Window = window): boolean => win.top === win && win.parent === win;

/** The `npm start` demo's pairing file; null when absent (the hosted app) or in a frame. */
export async function fetchLocalPairing(
  win: Window = window,
  fetchFn: typeof fetch = fetch,
): Promise<PairingPayload | null> {
  if (!isTopLevel(win)) return null;
  try {
    const response = await fetchFn('/local-pairing.json', { cache: 'no-store' });
    return response.ok ? parsePairingPayload(await response.json()) : null;
  } catch {
    return null;
  }
}
