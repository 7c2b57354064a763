// The connector's pairing link. It opens the dashboard on our origin with a one-time code in the URL
// fragment (never sent to a server, never through a chat page). The code, not the token, is what browser
// history keeps: the dashboard trades it for the token with the connector, once, after the user confirms.

export interface PairingPayload {
  v: 2;
  /** Base URL of the connector, e.g. http://127.0.0.1:4312 */
  connector: string;
  /** Single-use and short-lived: `POST {connector}/pair` with `{ code }` answers `{ token }` once. */
  code: string;
  /** Names of the connector's servers; each is served at `${connector}/servers/${name}/mcp`. */
  servers: string[];
}

const PREFIX = '#pair=';
/** As the connector's config: a name is one path segment, so it can't reach another URL. */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[A-Za-z0-9_-]{16,128}$/;
const MAX_SERVERS = 100;

export const PAIR_PATH = '/pair';

export function connectorServerUrl(connector: string, name: string): string {
  return `${connector.replace(/\/$/, '')}/servers/${encodeURIComponent(name)}/mcp`;
}

export function encodePairingFragment(payload: PairingPayload): string {
  const json = JSON.stringify(payload);
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns the payload, or null when the fragment is absent or not a valid pairing. */
export function decodePairingFragment(hash: string): PairingPayload | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const base64 = hash.slice(PREFIX.length).replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return parsePairingPayload(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

/** Strict check of a payload from anywhere (fragment or /local-pairing.json): exact keys, bounded sizes. */
export function parsePairingPayload(value: unknown): PairingPayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v).sort().join(',');
  if (keys !== 'code,connector,servers,v' || v.v !== 2) return null;
  if (typeof v.code !== 'string' || !CODE.test(v.code)) return null;
  if (typeof v.connector !== 'string' || connectorOrigin(v.connector) === null) return null;
  if (!Array.isArray(v.servers) || v.servers.length > MAX_SERVERS) return null;
  const servers: unknown[] = v.servers;
  if (!servers.every((s): s is string => typeof s === 'string' && SERVER_NAME.test(s))) return null;
  if (new Set(servers).size !== servers.length) return null;
  return { v: 2, connector: connectorOrigin(v.connector) as string, code: v.code, servers };
}

/** The connector is a bare http(s) origin; anything with a path, query or credentials is refused. */
function connectorOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** True for 127.0.0.0/8, ::1 and localhost: the user's own machine. Anything else gets a loud warning. */
export function isLoopbackConnector(connector: string): boolean {
  let host: string;
  try {
    host = new URL(connector).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}
