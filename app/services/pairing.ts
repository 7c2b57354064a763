// Imports the local connector's servers from a pairing link (URL fragment) or, when nothing is paired yet,
// from /local-pairing.json, which only `npm start` serves on the user's own machine.
import type { ServerConfig } from '../../bridge/connections/types';
import {
  connectorServerUrl,
  decodePairingFragment,
  encodePairingFragment,
  type PairingPayload,
} from '../../bridge/protocol/pairing';
import type { AppStore } from '../store/store';

export const CONNECTOR_ID_PREFIX = 'connector:';

/** Ids are scoped by the connector's host:port, so several connectors on one machine can be paired. */
const connectorScope = (payload: PairingPayload) =>
  `${CONNECTOR_ID_PREFIX}${new URL(payload.connector).host}/`;

export function pairingToServers(payload: PairingPayload, existing: ServerConfig[]): ServerConfig[] {
  return payload.servers.map((name) => {
    const id = `${connectorScope(payload)}${name}`;
    const previous = existing.find((s) => s.id === id);
    return {
      id,
      name,
      url: connectorServerUrl(payload.connector, name),
      transport: 'streamable-http',
      // A re-pairing refreshes URL and token but keeps the user's on/off choice.
      enabled: previous?.enabled ?? true,
      bearerToken: payload.token,
    };
  });
}

export function applyPairing(store: AppStore, payload: PairingPayload): number {
  const state = store.getState();
  const servers = pairingToServers(payload, state.servers);
  // Servers this connector no longer lists are gone from it; drop them (other connectors' stay).
  const listed = new Set(servers.map((s) => s.id));
  const scope = connectorScope(payload);
  for (const old of state.servers) {
    if (old.id.startsWith(scope) && !listed.has(old.id)) state.removeServer(old.id);
  }
  state.upsertServers(servers);
  return servers.length;
}

export const hasConnectorPairing = (store: AppStore): boolean =>
  store.getState().servers.some((s) => s.id.startsWith(CONNECTOR_ID_PREFIX));

/** Reads `#pair=…`, imports it and removes the token from the address bar and history. */
export function importPairingFromLocation(
  store: AppStore,
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): boolean {
  const payload = decodePairingFragment(location.hash);
  if (!payload) return false;
  const count = applyPairing(store, payload);
  store.getState().setNotice({
    kind: 'info',
    text: `Paired ${count} ${count === 1 ? 'server' : 'servers'} from the connector.`,
  });
  history.replaceState(history.state, '', location.pathname + location.search);
  return true;
}

/** Same-origin pairing file; any failure (404 on the hosted app, bad JSON) means "not available". */
export async function importLocalPairing(store: AppStore, fetchFn: typeof fetch = fetch): Promise<boolean> {
  if (hasConnectorPairing(store)) return false;
  try {
    const response = await fetchFn('/local-pairing.json', { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const payload = isPayload(body) ? body : null;
    if (!payload) return false;
    applyPairing(store, payload);
    return true;
  } catch {
    return false;
  }
}

/** The file holds the same payload as the fragment; reuse the fragment decoder's checks. */
function isPayload(value: unknown): value is PairingPayload {
  try {
    return decodePairingFragment(encodePairingFragment(value as PairingPayload)) !== null;
  } catch {
    return false;
  }
}

export async function importPairing(store: AppStore): Promise<void> {
  importPairingFromLocation(store, window.location, window.history);
  // A second pairing link opened in the same tab only changes the fragment: no reload, so listen.
  window.addEventListener('hashchange', () =>
    importPairingFromLocation(store, window.location, window.history),
  );
  await importLocalPairing(store);
}
