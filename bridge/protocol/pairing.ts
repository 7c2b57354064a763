// The connector's pairing link. It opens the dashboard on our origin with a one-time code in the URL
// fragment (never sent to a server, never through a chat page). The code, not the token, is what browser
// history keeps: the dashboard trades it for the token with the connector, once, after the user confirms.
// Version 3 adds the remote servers the connector found in the user's editors' configs (name, URL,
// transport and the names of the headers they need, never a header's value); a v2 link is still read.
import { isLoopbackHost } from './loopback';
import { readRemotes, type RemoteServerOffer } from './pairingRemotes';

export type { RemoteServerOffer, RemoteTransport } from './pairingRemotes';
export { distinctName, MAX_REMOTES, sanitizeServerName } from './pairingRemotes';

export interface PairingPayload {
  v: 2 | 3;
  /** Base URL of the connector, e.g. http://127.0.0.1:4312 */
  connector: string;
  /** Single-use and short-lived: `POST {connector}/pair` with `{ code }` answers `{ token }` once. */
  code: string;
  /** Names of the connector's servers; each is served at `${connector}/servers/${name}/mcp`. */
  servers: string[];
  /** v3 only. */
  remotes?: RemoteServerOffer[];
}

/** A link read from anywhere: the payload, or why it was refused (shown to the user: the link may be hostile). */
export type PairingRead = { ok: true; payload: PairingPayload } | { ok: false; reason: string };

const PREFIX = '#pair=';
/** As the connector's config: a name is one path segment, so it can't reach another URL. */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[A-Za-z0-9_-]{16,128}$/;
const MAX_SERVERS = 100;

export const PAIR_PATH = '/pair';

export function connectorServerUrl(connector: string, name: string): string {
  return `${connector.replace(/\/$/, '')}/servers/${encodeURIComponent(name)}/mcp`;
}

/** Writes v2 when there are no remote servers, so a link without them still opens in an older dashboard. */
export function encodePairingFragment(payload: PairingPayload): string {
  const { remotes, ...base } = payload;
  const versioned = remotes?.length ? { ...base, v: 3, remotes } : { ...base, v: 2 };
  const json = JSON.stringify(versioned);
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null when the fragment is not a pairing link at all; otherwise the payload or the reason it was refused. */
export function readPairingFragment(hash: string): PairingRead | null {
  if (!hash.startsWith(PREFIX)) return null;
  let value: unknown;
  try {
    const base64 = hash.slice(PREFIX.length).replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, reason: 'the link is damaged (it does not decode)' };
  }
  return readPairingPayload(value);
}

/** Returns the payload, or null when the fragment is absent or not a valid pairing. */
export function decodePairingFragment(hash: string): PairingPayload | null {
  const read = readPairingFragment(hash);
  return read?.ok ? read.payload : null;
}

/** Strict check of a payload from anywhere (fragment or /local-pairing.json); null when refused. */
export function parsePairingPayload(value: unknown): PairingPayload | null {
  const read = readPairingPayload(value);
  return read.ok ? read.payload : null;
}

const refuse = (reason: string): PairingRead => ({ ok: false, reason });

/** Exact keys per version, bounded sizes, and a reason for every refusal. */
export function readPairingPayload(value: unknown): PairingRead {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refuse('the link holds no pairing');
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v).sort().join(',');
  const expected =
    v.v === 2 ? 'code,connector,servers,v' : v.v === 3 ? 'code,connector,remotes,servers,v' : null;
  if (expected === null)
    return refuse('the link is of an unknown version (update the connector and the app)');
  if (keys !== expected) return refuse('the link has unexpected fields');
  if (typeof v.code !== 'string' || !CODE.test(v.code)) return refuse('the one-time code is malformed');
  const connector = typeof v.connector === 'string' ? connectorOrigin(v.connector) : null;
  if (connector === null) return refuse('the connector address is not a bare http(s) origin');
  if (!Array.isArray(v.servers) || v.servers.length > MAX_SERVERS)
    return refuse(`the server list is missing or longer than ${MAX_SERVERS}`);
  const servers: unknown[] = v.servers;
  if (!servers.every((s): s is string => typeof s === 'string' && SERVER_NAME.test(s)))
    return refuse('a server name uses characters outside letters, digits, "_" and "-"');
  if (new Set(servers).size !== servers.length) return refuse('a server name appears twice');
  if (v.v === 2) return { ok: true, payload: { v: 2, connector, code: v.code, servers } };
  const remotes = readRemotes(v.remotes);
  if (typeof remotes === 'string') return refuse(remotes);
  return { ok: true, payload: { v: 3, connector, code: v.code, servers, remotes } };
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
  try {
    return isLoopbackHost(new URL(connector).hostname);
  } catch {
    return false;
  }
}
