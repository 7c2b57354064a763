import { describe, expect, it } from 'vitest';
import { assertSafePatterns, MAX_PATTERN_LENGTH, unsafePatternReason } from './safePatterns';

describe('unsafePatternReason', () => {
  it.each(['(a+)+$', '^(\\w*)*x', '(?:a|b+){2,}', '((ab)*c)+', '(x+)+?'])('refuses %s', (pattern) => {
    expect(unsafePatternReason(pattern)).toBe(
      'a repeated group contains a repetition (catastrophic backtracking)',
    );
  });

  it.each([
    '^[a-z]+$',
    '^(foo|bar)+$',
    '(a+)?',
    '\\(a+\\)+',
    '[(a+)]+',
    '^\\d{4}-\\d{2}$',
    '(?<year>\\d+)-x',
  ])('accepts %s', (pattern) => {
    expect(unsafePatternReason(pattern)).toBeUndefined();
  });

  it('refuses an over-long pattern', () => {
    expect(unsafePatternReason('a'.repeat(MAX_PATTERN_LENGTH + 1))).toBe(
      `longer than ${MAX_PATTERN_LENGTH} characters`,
    );
  });
});

describe('assertSafePatterns', () => {
  it('finds a nested pattern and a patternProperties key, also under a property named "default"', () => {
    expect(() =>
      assertSafePatterns({ properties: { default: { type: 'string', pattern: '(a+)+$' } } }),
    ).toThrow(
      `The tool's schema has a pattern we won't run (a repeated group contains a repetition (catastrophic backtracking)): "(a+)+$"`,
    );
    expect(() => assertSafePatterns({ patternProperties: { '^(x*)*$': {} } })).toThrow('"^(x*)*$"');
  });

  it('accepts an honest schema, including a property called "pattern"', () => {
    expect(() =>
      assertSafePatterns({
        type: 'object',
        properties: { pattern: { type: 'string', pattern: '^[a-z]+$' } },
      }),
    ).not.toThrow();
  });

  it('stops at the walk budget on a schema too deep to check', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { items: deep };
    expect(() => assertSafePatterns(deep)).toThrow(
      "The tool's input schema is too complex or recursive to check",
    );
  });
});
