// The bearer token every request but a preflight and POST /pair must carry: random, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const WWW_AUTHENTICATE = 'Bearer realm="mcp-connector", error="invalid_token"';

export function generateToken(): string {
  return randomBytes(32).toString('hex');
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
