// One-time pairing codes. The pairing link carries a code, not the token, so the browser's history never
// holds a credential: the dashboard trades the code for the token once, within the code's lifetime.
import { randomBytes } from 'node:crypto';

export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** Unredeemed codes kept at once; the oldest goes first, so minting links can't grow memory. */
const MAX_OPEN_CODES = 20;

export interface PairingCodes {
  mint(): string;
  /** True once per code, and only before it expires. */
  redeem(code: string): boolean;
}

export function createPairingCodes(now: () => number = Date.now, ttlMs = PAIRING_CODE_TTL_MS): PairingCodes {
  const open = new Map<string, number>();
  return {
    mint() {
      const code = randomBytes(24).toString('base64url');
      open.set(code, now() + ttlMs);
      for (const oldest of open.keys()) {
        if (open.size <= MAX_OPEN_CODES) break;
        open.delete(oldest);
      }
      return code;
    },
    redeem(code) {
      const expires = open.get(code);
      open.delete(code);
      return expires !== undefined && now() < expires;
    },
  };
}
