// Origins: exact matches of the allowlist, and what counts as one.
import { describe, expect, it } from 'vitest';
import { checkOrigin, normalizeOrigin } from './origin.js';

describe('connector security checks', () => {
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
});
