import { describe, expect, it, vi } from 'vitest';
import { checkArguments, errorLines } from './check';
import type { ArgumentValidator } from './validate';
import { validateArguments } from './validate';

const schema = {
  type: 'object',
  $defs: { Point: { type: 'object', properties: { x: { type: 'integer' } }, required: ['x'] } },
  properties: {
    point: { $ref: '#/$defs/Point' },
    count: { type: 'integer', minimum: 1 },
  },
  required: ['point'],
};

describe('checkArguments', () => {
  it('coerces what an AI writes as text, then lets the validator judge the coerced value', async () => {
    const check = await checkArguments(schema, { point: '{"x":"3"}', count: '2' }, validateArguments);
    expect(check).toEqual({ args: { point: { x: 3 }, count: 2 }, errors: {} });
  });

  it("reports the validator's errors per field, not the coercion's", async () => {
    const check = await checkArguments(schema, { count: 'many' }, validateArguments);
    expect(check.errors).toEqual({ '/point': ['Required.'], '/count': ['Must be integer.'] });
  });

  it('stops at the walk budget on a recursive union instead of handing it to the validator', async () => {
    const recursive = {
      $defs: {
        a: {
          anyOf: [
            { properties: { x: { $ref: '#/$defs/a' } }, required: ['q'] },
            { properties: { x: { $ref: '#/$defs/a' } } },
          ],
        },
      },
      $ref: '#/$defs/a',
    };
    let value: unknown = 1;
    for (let i = 0; i < 24; i++) value = { x: value };
    const validate = vi.fn<ArgumentValidator>();
    const check = await checkArguments(recursive, value as Record<string, unknown>, validate);
    expect(check.errors).toEqual({
      '': ["The tool's input schema is too complex or recursive to check (over 100000 steps)"],
    });
    expect(validate).not.toHaveBeenCalled();
  });

  it('turns a validator that throws into an error, so nothing runs unchecked', async () => {
    const check = await checkArguments(schema, { point: { x: 1 } }, () => Promise.reject(new Error('gone')));
    expect(check.errors).toEqual({ '': ['The arguments could not be checked: gone'] });
  });
});

describe('errorLines', () => {
  it('names each field by its path, unescaping JSON Pointer, and leaves whole-object errors bare', () => {
    expect(
      errorLines({
        '': ['Unknown property "z".'],
        '/point/x': ['Must be integer.'],
        '/a~1b~0c': ['Required.'],
      }),
    ).toEqual(['Unknown property "z".', 'point.x: Must be integer.', 'a/b~c: Required.']);
  });
});
