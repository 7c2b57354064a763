// What must never leave in a copied diagnosis report: the server's credentials and its URL's query values.
// Server-written texts (error messages, response bodies) land in the steps as they are, and a server may
// echo the token it was sent, so the report is scrubbed of each of these wherever it appears.
import type { ServerConfig } from '../types';

/** Shorter values are left alone: scrubbing every "1" or "on" would garble the report and hide nothing. */
const MIN_SECRET_LENGTH = 4;

const REDACTED = '[redacted]';

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The bearer token, each header value (and its credential after a scheme), the OAuth token, query values. */
export function secretsOf(config: ServerConfig, accessToken?: string): string[] {
  const found = [config.bearerToken, accessToken];
  for (const value of Object.values(config.headers ?? {}))
    found.push(value, value.split(/\s+/).slice(1).join(' '));
  try {
    const url = new URL(config.url);
    found.push(url.username, url.password, decoded(url.username), decoded(url.password));
    for (const [, value] of url.searchParams) found.push(value, encodeURIComponent(value));
    for (const raw of url.search.slice(1).split('&')) found.push(raw.split('=').slice(1).join('='));
  } catch {
    // Not a URL: the report says so, and it has no query to scrub.
  }
  const secrets = found.filter((s): s is string => s !== undefined && s.trim().length >= MIN_SECRET_LENGTH);
  // Longest first, so a value that contains another one goes whole.
  return [...new Set(secrets)].sort((a, b) => b.length - a.length);
}

export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce((scrubbed, secret) => scrubbed.replaceAll(secret, REDACTED), text);
}
