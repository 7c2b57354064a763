// The connector's front door, as small pure checks. The connector runs tools on the user's machine,
// so it answers only loopback, only our app's origin, only the right Host, and only the paired token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
export const ALLOWED_HEADERS =
  'content-type, authorization, mcp-session-id, mcp-protocol-version, last-event-id';
export const EXPOSED_HEADERS = 'mcp-session-id, mcp-protocol-version';
// The packaged connector has its deployment's app origin baked in by scripts/build-connector.ts (an esbuild
// define), so it needs no --allow-origin; run from the repo (tsx), it is the local app's.
declare const __CONNECTOR_APP_ORIGIN__: string | undefined;
export const DEFAULT_APP_ORIGIN =
  typeof __CONNECTOR_APP_ORIGIN__ === 'string' ? __CONNECTOR_APP_ORIGIN__ : 'http://127.0.0.1:4310';
/** The packaged build: its baked origin is the default, and `$APP_ORIGIN` (a name any project may set) can't move it. */
export const IS_PACKAGED = typeof __CONNECTOR_APP_ORIGIN__ === 'string';

export function generateToken(): string {
  return randomBytes(32).toString('hex');
}

/** Normalizes a user-given origin ("https://app.example/" -> "https://app.example"); throws when it is not one. */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`not an origin: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`not an http(s) origin: "${value}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(`an origin has no path: "${value}"`);
  return url.origin;
}

/**
 * DNS rebinding defense: a hostile site can point its own name at 127.0.0.1, but the browser still
 * sends that name as Host. Only the loopback names with our exact port pass.
 */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  return value === `127.0.0.1:${port}` || value === `localhost:${port}`;
}

export type OriginVerdict = 'absent' | 'allowed' | 'forbidden';

/** Requests without Origin come from non-browser clients (they still need the token). */
export function checkOrigin(origin: string | undefined, allowedOrigins: readonly string[]): OriginVerdict {
  if (origin === undefined) return 'absent';
  return allowedOrigins.includes(origin) ? 'allowed' : 'forbidden';
}

/** Headers for every response to an allowed origin. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/**
 * Headers for a preflight from an allowed origin. A public page reaching 127.0.0.1 triggers Chrome's
 * Private Network Access preflight; we opt in for allowed origins only. The Local Network Access
 * header pair is the newer name for the same opt-in.
 */
export function preflightHeaders(
  origin: string,
  requestHeaders: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
  if (requestHeaders['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  if (requestHeaders['access-control-request-local-network'] === 'true') {
    headers['Access-Control-Allow-Local-Network'] = 'true';
  }
  return headers;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The connector has one token for its lifetime, so its digest is worked out once, not per request. */
let expectedDigest: { token: string; digest: Buffer } | undefined;

/** Checks `Authorization: Bearer <token>` in constant time (hashing first hides the length too). */
export function isAuthorized(authorization: string | undefined, token: string): boolean {
  if (!authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return false;
  if (expectedDigest?.token !== token) expectedDigest = { token, digest: sha256(token) };
  return timingSafeEqual(sha256(match[1]), expectedDigest.digest);
}

export const WWW_AUTHENTICATE = 'Bearer realm="mcp-connector", error="invalid_token"';
