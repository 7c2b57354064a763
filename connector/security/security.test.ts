import { describe, expect, it } from 'vitest';
import {
  checkOrigin,
  corsHeaders,
  generateToken,
  isAllowedHost,
  isAuthorized,
  normalizeOrigin,
  preflightHeaders,
} from './security.js';

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

  it('classifies origins by exact match', () => {
    const allowed = ['https://app.example'];
    expect(checkOrigin(undefined, allowed)).toBe('absent');
    expect(checkOrigin('https://app.example', allowed)).toBe('allowed');
    expect(checkOrigin('https://app.example.evil', allowed)).toBe('forbidden');
    expect(checkOrigin('http://app.example', allowed)).toBe('forbidden');
    expect(checkOrigin('null', allowed)).toBe('forbidden');
  });

  it('normalizes origins and refuses non-origins', () => {
    expect(normalizeOrigin('https://App.Example/')).toBe('https://app.example');
    expect(normalizeOrigin('http://127.0.0.1:4310')).toBe('http://127.0.0.1:4310');
    expect(() => normalizeOrigin('https://app.example/path')).toThrow(/no path/);
    expect(() => normalizeOrigin('file:///x')).toThrow();
    expect(() => normalizeOrigin('nope')).toThrow();
  });

  it('builds CORS and preflight headers, opting into private/local network access only when asked', () => {
    expect(corsHeaders('https://a.example')).toMatchObject({
      'Access-Control-Allow-Origin': 'https://a.example',
      Vary: 'Origin',
    });
    const plain = preflightHeaders('https://a.example', {});
    expect(plain['Access-Control-Allow-Private-Network']).toBeUndefined();
    expect(plain['Access-Control-Expose-Headers']).toBe('mcp-session-id, mcp-protocol-version');
    const pna = preflightHeaders('https://a.example', {
      'access-control-request-private-network': 'true',
      'access-control-request-local-network': 'true',
    });
    expect(pna['Access-Control-Allow-Private-Network']).toBe('true');
    expect(pna['Access-Control-Allow-Local-Network']).toBe('true');
  });

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
