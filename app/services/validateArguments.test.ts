import { describe, expect, it } from 'vitest';
import { validateArguments } from './validateArguments';

const schema = {
  type: 'object',
  $defs: { Point: { type: 'object', properties: { x: { type: 'integer' } }, required: ['x'] } },
  properties: {
    point: { $ref: '#/$defs/Point' },
    mode: { enum: ['fast', 'slow'] },
    count: { type: 'integer', minimum: 1 },
  },
  required: ['point'],
};

describe('validateArguments', () => {
  it('accepts valid arguments and coerces strings the way chat calls are coerced', async () => {
    const check = await validateArguments(schema, { point: { x: '3' }, count: '2' });
    expect(check.errors).toEqual({});
    expect(check.args).toEqual({ point: { x: 3 }, count: 2 });
  });

  it('reports errors per field, following $ref, with missing required fields on the field itself', async () => {
    const check = await validateArguments(schema, { mode: 'medium', count: 0 });
    expect(check.errors['/point']).toEqual(['Required.']);
    expect(check.errors['/mode']?.[0]).toMatch(/allowed values/);
    expect(check.errors['/count']?.[0]).toMatch(/>= 1/);
  });

  it('reports a nested error at its own path', async () => {
    const check = await validateArguments(schema, { point: { x: 1.5 } });
    expect(Object.keys(check.errors)).toEqual(['/point/x']);
  });
});
