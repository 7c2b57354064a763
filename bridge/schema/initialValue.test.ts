import { describe, expect, it } from 'vitest';
import { walkBudget } from './walkBudget';
import { initialValue } from './initialValue';

describe('initialValue under the walk budget', () => {
  it('stops a schema whose required properties refer back to it (3^16 walks unbounded)', () => {
    const node = { type: 'object', properties: { a: { $ref: '#' }, b: { $ref: '#' }, c: { $ref: '#' } } };
    const schema = { ...node, required: ['a', 'b', 'c'] };
    const budget = walkBudget(2_000, 16);
    const value = initialValue(schema, schema, 0, budget);
    // Once spent, only the siblings still on the stack (16 levels x 3 properties) are asked, and refused.
    expect(budget.steps).toBeGreaterThan(2_000);
    expect(budget.steps).toBeLessThanOrEqual(2_000 + 16 * 3);
    expect(value).toMatchObject({ a: { a: {} } });
  });

  it('still builds the starting value of an honest nested schema', () => {
    const schema = {
      type: 'object',
      required: ['name', 'tags', 'size'],
      properties: {
        name: { type: 'string' },
        tags: { type: 'array' },
        size: { type: 'integer', minimum: 1 },
      },
    };
    expect(initialValue(schema, schema)).toEqual({ name: '', tags: [], size: 1 });
  });
});

describe('initialValue reads the schema like the coercer', () => {
  const root = {
    type: 'object',
    $defs: { Mode: { enum: ['fast', 'slow'], default: 'fast' }, Size: { type: 'integer' } },
    required: ['mode', 'size', 'note', 'list', 'tuple'],
    properties: {
      mode: { $ref: '#/$defs/Mode', default: 'slow' },
      size: { $ref: '#/$defs/Size', minimum: 3 },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      list: { items: { type: 'string' } },
      tuple: { prefixItems: [{ type: 'string' }] },
      optional: { $ref: '#/$defs/Size', default: 7 },
    },
  };

  it("takes the default next to a $ref over the target's, and the target's type with the sibling's minimum", () => {
    expect(initialValue(root, root)).toEqual({
      mode: 'slow',
      size: 3,
      note: '',
      list: [],
      tuple: [],
      optional: 7,
    });
  });

  it('keeps a key like __proto__ as plain data', () => {
    const schema = JSON.parse(
      '{"type":"object","required":["__proto__"],"properties":{"__proto__":{"type":"string"}}}',
    );
    const value = initialValue(schema, schema) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toBe('');
  });
});
