// Which pages may call the connector: exact origins from the allowlist, nothing else.

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

export type OriginVerdict = 'absent' | 'allowed' | 'forbidden';

/** Requests without Origin come from non-browser clients (they still need the token). */
export function checkOrigin(origin: string | undefined, allowedOrigins: readonly string[]): OriginVerdict {
  if (origin === undefined) return 'absent';
  return allowedOrigins.includes(origin) ? 'allowed' : 'forbidden';
}
