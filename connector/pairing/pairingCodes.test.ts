import { describe, expect, it } from 'vitest';
import { createPairingCodes, PAIRING_CODE_TTL_MS } from './pairingCodes';

describe('pairing codes', () => {
  it('redeems a code once', () => {
    const codes = createPairingCodes(() => 0);
    const code = codes.mint();
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(codes.redeem(code)).toBe(true);
    expect(codes.redeem(code)).toBe(false);
  });

  it('refuses a code after its lifetime, and one it never minted', () => {
    let now = 1_000;
    const codes = createPairingCodes(() => now);
    const code = codes.mint();
    const fresh = codes.mint();
    now += PAIRING_CODE_TTL_MS - 1;
    expect(codes.redeem(fresh)).toBe(true);
    now += 1;
    expect(codes.redeem(code)).toBe(false);
    expect(codes.redeem('never-minted-code-000000')).toBe(false);
  });

  it('keeps each minted link usable on its own, dropping only the oldest beyond the cap', () => {
    const codes = createPairingCodes(() => 0);
    const minted = Array.from({ length: 21 }, () => codes.mint());
    expect(codes.redeem(minted[0]!)).toBe(false);
    expect(minted.slice(1).every((code) => codes.redeem(code))).toBe(true);
  });
});
