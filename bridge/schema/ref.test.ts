import { describe, expect, it } from 'vitest';
import { resolveRef, unresolvedRef, withSiblings } from './ref';

describe('resolveRef: keywords next to $ref apply together with the target (2020-12)', () => {
  const root = {
    $defs: {
      n: { type: 'number', description: 'target', minimum: 0 },
      obj: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    },
  };

  it("adds the siblings' keywords and lets their annotations win", () => {
    expect(resolveRef({ $ref: '#/$defs/n', description: 'mine', default: 2, maximum: 9 }, root)).toEqual({
      type: 'number',
      description: 'mine',
      default: 2,
      minimum: 0,
      maximum: 9,
    });
  });

  it('keeps both where both constrain the same keyword: the sibling copy goes into allOf', () => {
    expect(resolveRef({ $ref: '#/$defs/n', minimum: 5, type: ['number', 'null'] }, root)).toEqual({
      type: 'number',
      description: 'target',
      minimum: 0,
      allOf: [{ minimum: 5, type: ['number', 'null'] }],
    });
  });

  it('joins required lists and properties by name', () => {
    const node = {
      $ref: '#/$defs/obj',
      properties: { a: { maxLength: 3 }, b: { type: 'integer' } },
      required: ['b'],
    };
    expect(resolveRef(node, root)).toEqual({
      type: 'object',
      properties: { a: { allOf: [{ type: 'string' }, { maxLength: 3 }] }, b: { type: 'integer' } },
      required: ['a', 'b'],
    });
  });

  it('does not join properties next to additionalProperties, whose meaning depends on them', () => {
    const node = { $ref: '#/$defs/obj', properties: { b: { type: 'integer' } }, additionalProperties: false };
    expect(resolveRef(node, root)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
      allOf: [{ properties: { b: { type: 'integer' } } }],
    });
  });

  it('lays the siblings of each hop of a chain over the target, the outermost last', () => {
    const chain = {
      definitions: {
        a: { $ref: '#/definitions/b', title: 'A', minimum: 1 },
        b: { type: 'integer', title: 'B' },
      },
    };
    expect(resolveRef({ $ref: '#/definitions/a', title: 'Use' }, chain)).toEqual({
      type: 'integer',
      title: 'Use',
      minimum: 1,
    });
  });

  it('withSiblings keeps a key like __proto__ as plain data', () => {
    const merged = withSiblings({ type: 'object' }, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
  });
});

describe('resolveRef: what a $ref that cannot be followed becomes', () => {
  it('stays in place next to its siblings, for unknown, external and malformed pointers', () => {
    const root = { $defs: {} };
    for (const ref of [
      '#/$defs/missing',
      'https://example.com/schema.json',
      'other.json#/a',
      '#/$defs/%E0%A4%A',
    ]) {
      const node = { $ref: ref, description: 'kept' };
      expect(resolveRef(node, root)).toEqual(node);
      expect(unresolvedRef(resolveRef(node, root))).toBe(ref);
    }
  });

  it("stays in place for a loop of $refs, with every hop's siblings applied", () => {
    const root = { $defs: { a: { $ref: '#/$defs/b', title: 'A' }, b: { $ref: '#/$defs/a' } } };
    const resolved = resolveRef({ $ref: '#/$defs/a' }, root);
    expect(unresolvedRef(resolved)).toBe('#/$defs/a');
    expect(resolved).toEqual({ $ref: '#/$defs/a', title: 'A' });
    const self = { $ref: '#' };
    expect(unresolvedRef(resolveRef(self, self))).toBe('#');
  });

  it('stops a chain longer than the hop budget', () => {
    const defs: Record<string, unknown> = { d100: { type: 'string' } };
    for (let i = 0; i < 100; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    const root = { $defs: defs };
    expect(unresolvedRef(resolveRef({ $ref: '#/$defs/d0' }, root))).toBe('#/$defs/d64');
    expect(resolveRef({ $ref: '#/$defs/d50' }, root)).toEqual({ type: 'string' });
  });

  it('follows boolean schemas and pointers into arrays', () => {
    const root = { $defs: { no: false, yes: true }, anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(resolveRef({ $ref: '#/$defs/no', title: 'x' }, root)).toBe(false);
    expect(resolveRef({ $ref: '#/$defs/yes', title: 'x' }, root)).toEqual({ title: 'x' });
    expect(resolveRef({ $ref: '#/anyOf/1' }, root)).toEqual({ type: 'number' });
    expect(unresolvedRef(resolveRef({ $ref: '#/anyOf/2' }, root))).toBe('#/anyOf/2');
    expect(unresolvedRef(resolveRef({ $ref: '#/anyOf/01' }, root))).toBe('#/anyOf/01');
  });

  it('decodes ~0, ~1 and %-escapes in pointer segments', () => {
    const root = {
      $defs: { 'a/b': { type: 'string' }, 'c~d': { type: 'number' }, 'e f': { type: 'boolean' } },
    };
    expect(resolveRef({ $ref: '#/$defs/a~1b' }, root)).toEqual({ type: 'string' });
    expect(resolveRef({ $ref: '#/$defs/c~0d' }, root)).toEqual({ type: 'number' });
    expect(resolveRef({ $ref: '#/$defs/e%20f' }, root)).toEqual({ type: 'boolean' });
  });
});

describe('resolveRef caching', () => {
  it('resolves a node once per root (a budgeted walk revisits nodes; each copy costs the target size)', () => {
    const node = { $ref: '#/$defs/n', description: 'x' };
    const root = { $defs: { n: { type: 'string' } } };
    const first = resolveRef(node, root);
    expect(resolveRef(node, root)).toBe(first);
    const otherRoot = { $defs: { n: { type: 'integer' } } };
    expect(resolveRef(node, otherRoot)).toEqual({ type: 'integer', description: 'x' });
  });

  it('returns a schema without $ref as it is', () => {
    const plain = { type: 'string' };
    expect(resolveRef(plain, {})).toBe(plain);
    expect(resolveRef(undefined, {})).toBeUndefined();
  });
});
