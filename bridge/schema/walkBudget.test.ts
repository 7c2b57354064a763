import { describe, expect, it } from 'vitest';
import { coerceArguments } from './coerce';
import { schemaType } from './typeText';
import { MAX_SCHEMA_STEPS, SchemaTooComplexError, walkBudget } from './walkBudget';

// 147 bytes: each level tries a branch that fails (missing "q") before the one that fits, so the
// unbounded walk doubles per level of nesting (56.9 s for 24 levels before the budget).
const RECURSIVE_ANY_OF =
  '{"$defs":{"a":{"anyOf":[{"properties":{"x":{"$ref":"#/$defs/a"}},"required":["q"]},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}';

function nested(levels: number): Record<string, unknown> {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { x: value };
  return value as Record<string, unknown>;
}

describe('walkBudget', () => {
  it('take says false past the steps or the depth; spend throws the clear error', () => {
    const budget = walkBudget(2, 5);
    expect([budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, false]);
    expect(walkBudget(10, 5).take(6)).toBe(false);
    expect(() => walkBudget(0).spend(0)).toThrow(new SchemaTooComplexError('0 steps').message);
    expect(() => walkBudget(10, 1).spend(2)).toThrow('(over 1 levels deep)');
  });
});

describe('coercion under the budget', () => {
  it('stops the recursive anyOf after the step budget with the clear error', () => {
    const budget = walkBudget();
    const result = coerceArguments(nested(24), JSON.parse(RECURSIVE_ANY_OF), budget);
    expect(RECURSIVE_ANY_OF.length).toBeLessThanOrEqual(200);
    expect(result.errors).toEqual([
      `The tool's input schema is too complex or recursive to check (over ${MAX_SCHEMA_STEPS} steps)`,
    ]);
    expect(budget.steps).toBe(MAX_SCHEMA_STEPS + 1);
  });

  it('fails a value nested deeper than the depth budget instead of passing it unchecked', () => {
    const schema = {
      $defs: { n: { type: 'object', properties: { x: { $ref: '#/$defs/n' } } } },
      $ref: '#/$defs/n',
    };
    const result = coerceArguments(nested(70), schema);
    expect(result.errors).toEqual([
      "The tool's input schema is too complex or recursive to check (over 64 levels deep)",
    ]);
  });

  it('still coerces an honest recursive schema', () => {
    const tree = {
      type: 'object',
      properties: { v: { type: 'number' }, kids: { type: 'array', items: { $ref: '#' } } },
    };
    const budget = walkBudget();
    const result = coerceArguments({ v: '1', kids: [{ v: '2', kids: [] }] }, tree, budget);
    expect(result).toEqual({ args: { v: 1, kids: [{ v: 2, kids: [] }] }, errors: [] });
    expect(budget.steps).toBeLessThan(10);
  });
});

describe('schemaType under the budget', () => {
  it('renders a self-referencing union as any instead of overflowing the stack', () => {
    expect(schemaType({ anyOf: [{ $ref: '#' }, { type: 'string' }] })).toBe('any|string');
  });

  it('degrades the exponential union schema to a bounded text', () => {
    const text = schemaType(JSON.parse(RECURSIVE_ANY_OF));
    expect(text).toBe('{x?: {x?: {x?: object}}}');
  });

  it('bounds a schema whose unions branch at every level', () => {
    const schema = {
      $defs: { u: { anyOf: [{ $ref: '#/$defs/u' }, { $ref: '#/$defs/u' }, { type: 'null' }] } },
      $ref: '#/$defs/u',
    };
    expect(schemaType(schema)).toBe('any|null');
  });
});
