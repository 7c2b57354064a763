import { describe, expect, it } from 'vitest';
import { boundedJson } from './boundedJson';
import { redactedJson, redactingReplacer } from './redact';

const samples: unknown[] = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'x', arguments: { a: [1, 'b', null, true] } },
  },
  { text: 'quote " backslash \\ newline \n tab \t bell \u0007 nul \u0000 del \u007f' },
  { emoji: 'a😀é€', lone: '\ud800x\udc00', pair: '\ud83d\ude00' },
  { skipped: undefined, fn: () => 1, kept: 1, array: [undefined, () => 1, Symbol('s')] },
  { numbers: [0, -0, 1e21, 1.5e-7, NaN, Infinity, -Infinity, 2 ** 70] },
  { date: new Date(0), nested: { deep: { deeper: [[[]], {}] } } },
  { authorization: 'Bearer abcdefgh', note: 'use Bearer abcdefghij here', password: null },
  [],
  'just a string',
  42,
  null,
];

describe('boundedJson', () => {
  it('measures and writes what JSON.stringify with the redactor writes', () => {
    for (const value of samples) {
      const expected = redactedJson(value);
      const whole = boundedJson(value, redactingReplacer, 1_000_000);
      expect(whole.text).toBe(expected);
      expect(whole.chars).toBe(expected.length);
      expect(whole.bytes).toBe(new TextEncoder().encode(expected).length);
      for (const cap of [0, 1, 5, 17]) {
        const cut = boundedJson(value, redactingReplacer, cap);
        // Cut inside a surrogate pair, the copy holds U+FFFD in its place: still one character.
        expect(cut.text.length).toBe(Math.min(cap, expected.length));
        expect(cut.chars).toBe(expected.length);
      }
    }
  });

  it('writes the start of a huge string without quoting all of it', () => {
    const huge = { text: '"'.repeat(1_000_000) };
    const cut = boundedJson(huge, redactingReplacer, 20);
    expect(cut.text).toBe(JSON.stringify(huge).slice(0, 20));
    expect(cut.chars).toBe(JSON.stringify(huge).length);
  });

  it('refuses a cycle, as JSON.stringify does', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => boundedJson(loop, redactingReplacer, 100)).toThrow(/circular/);
  });
});
