// The Host check against DNS rebinding: loopback names with our port only.
import { describe, expect, it } from 'vitest';
import { isAllowedHost } from './host.js';

describe('connector security checks', () => {
  it('accepts only loopback Host names with our port', () => {
    expect(isAllowedHost('127.0.0.1:4312', 4312)).toBe(true);
    expect(isAllowedHost('LOCALHOST:4312', 4312)).toBe(true);
    expect(isAllowedHost('127.0.0.1:4313', 4312)).toBe(false);
    expect(isAllowedHost('127.0.0.1', 4312)).toBe(false);
    expect(isAllowedHost('evil.example:4312', 4312)).toBe(false);
    expect(isAllowedHost('[::1]:4312', 4312)).toBe(false);
    expect(isAllowedHost(undefined, 4312)).toBe(false);
  });
});
