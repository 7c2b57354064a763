// The bearer token: random, and compared exactly.
import { describe, expect, it } from 'vitest';
import { generateToken, isAuthorized } from './token.js';

describe('connector security checks', () => {
  it('checks the bearer token exactly', () => {
    const token = generateToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(isAuthorized(`Bearer ${token}`, token)).toBe(true);
    expect(isAuthorized(`bearer ${token}`, token)).toBe(true);
    expect(isAuthorized(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(isAuthorized(`Bearer ${token}0`, token)).toBe(false);
    expect(isAuthorized(token, token)).toBe(false);
    expect(isAuthorized(`Basic ${token}`, token)).toBe(false);
    expect(isAuthorized(undefined, token)).toBe(false);
    expect(isAuthorized('Bearer ', token)).toBe(false);
  });

  it('checks against the token it is given, not one it saw before', () => {
    const [first, second] = [generateToken(), generateToken()];
    expect(isAuthorized(`Bearer ${first}`, first)).toBe(true);
    expect(isAuthorized(`Bearer ${first}`, second)).toBe(false);
    expect(isAuthorized(`Bearer ${second}`, second)).toBe(true);
    expect(isAuthorized(`Bearer ${second}`, first)).toBe(false);
  });
});
