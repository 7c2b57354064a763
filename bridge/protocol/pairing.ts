// The connector's pairing link. It opens the dashboard on our origin with the token in the URL fragment,
// which browsers never send to a server and which never passes through a chat page.

export interface PairingPayload {
  v: 1;
  /** Base URL of the connector, e.g. http://127.0.0.1:4312 */
  connector: string;
  token: string;
  /** Names of the connector's servers; each is served at `${connector}/servers/${name}/mcp`. */
  servers: string[];
}

const PREFIX = '#pair=';

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
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isPairingPayload(value) ? value : null;
  } catch {
    return null;
  }
}

function isPairingPayload(value: unknown): value is PairingPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.v === 1 &&
    typeof v.connector === 'string' &&
    /^https?:\/\//.test(v.connector) &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    Array.isArray(v.servers) &&
    v.servers.every((s) => typeof s === 'string')
  );
}
