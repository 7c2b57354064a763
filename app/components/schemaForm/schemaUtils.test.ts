import { describe, expect, it } from 'vitest';
import { walkBudget } from '../../../bridge/format/walkBudget';
import { initialValue } from './schemaUtils';

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
