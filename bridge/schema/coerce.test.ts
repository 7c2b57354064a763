import { describe, expect, it } from 'vitest';
import { coerceArguments } from './coerce';

const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

interface Case {
  name: string;
  schema: unknown;
  args: Record<string, unknown>;
  out?: Record<string, unknown>;
  errors?: string[];
}

const cases: Case[] = [
  { name: 'string to number', schema: obj({ n: { type: 'number' } }), args: { n: '4.5' }, out: { n: 4.5 } },
  { name: 'string to integer', schema: obj({ n: { type: 'integer' } }), args: { n: ' 42 ' }, out: { n: 42 } },
  {
    name: 'non-integer string for integer',
    schema: obj({ n: { type: 'integer' } }),
    args: { n: '4.5' },
    errors: ['parameter "n" should be integer, got string "4.5"'],
  },
  {
    name: 'text for number',
    schema: obj({ n: { type: 'number' } }),
    args: { n: 'many' },
    errors: ['parameter "n" should be number, got string "many"'],
  },
  {
    name: 'empty string is not 0',
    schema: obj({ n: { type: 'number' } }),
    args: { n: '' },
    errors: ['parameter "n" should be number, got string ""'],
  },
  {
    name: 'string to boolean',
    schema: obj({ a: { type: 'boolean' }, b: { type: 'boolean' } }),
    args: { a: 'true', b: 'False' },
    out: { a: true, b: false },
  },
  {
    name: 'bad boolean',
    schema: obj({ a: { type: 'boolean' } }),
    args: { a: 'yes' },
    errors: ['parameter "a" should be boolean, got string "yes"'],
  },
  { name: 'number to string', schema: obj({ s: { type: 'string' } }), args: { s: 12 }, out: { s: '12' } },
  {
    name: 'boolean to string',
    schema: obj({ s: { type: 'string' } }),
    args: { s: true },
    out: { s: 'true' },
  },
  {
    name: 'object is not a string',
    schema: obj({ s: { type: 'string' } }),
    args: { s: { a: 1 } },
    errors: ['parameter "s" should be string, got an object'],
  },
  {
    name: 'JSON string to object',
    schema: obj({ o: obj({ a: { type: 'number' } }) }),
    args: { o: '{"a": "1"}' },
    out: { o: { a: 1 } },
  },
  {
    name: 'JSON string to array',
    schema: obj({ l: { type: 'array', items: { type: 'string' } } }),
    args: { l: '["a", 2]' },
    out: { l: ['a', '2'] },
  },
  {
    name: 'bad JSON for array',
    schema: obj({ l: { type: 'array' } }),
    args: { l: '[1,' },
    errors: ['parameter "l" should be array, got string "[1,"'],
  },
  {
    name: 'array items are coerced',
    schema: obj({ l: { type: 'array', items: { type: 'integer' } } }),
    args: { l: ['1', 2, 'x'] },
    errors: ['parameter "l[2]" should be integer, got string "x"'],
  },
  {
    name: 'tuple items',
    schema: obj({ t: { type: 'array', items: [{ type: 'string' }, { type: 'number' }] } }),
    args: { t: [1, '2'] },
    out: { t: ['1', 2] },
  },
  {
    name: 'nested objects',
    schema: obj({ o: obj({ p: obj({ n: { type: 'number' } }) }) }),
    args: { o: { p: { n: '3' } } },
    out: { o: { p: { n: 3 } } },
  },
  {
    name: 'values of the right type are kept',
    schema: obj({ s: { type: 'string' }, n: { type: 'number' } }),
    args: { s: '42', n: 42 },
    out: { s: '42', n: 42 },
  },
  {
    name: 'type array with null',
    schema: obj({ s: { type: ['string', 'null'] } }),
    args: { s: 5 },
    out: { s: '5' },
  },
  {
    name: 'null allowed by type array',
    schema: obj({ s: { type: ['string', 'null'] } }),
    args: { s: null },
    out: { s: null },
  },
  {
    name: 'nullable',
    schema: obj({ n: { type: 'number', nullable: true } }),
    args: { n: null },
    out: { n: null },
  },
  {
    name: 'null not allowed',
    schema: obj({ n: { type: 'number' } }),
    args: { n: null },
    errors: ['parameter "n" should be number, got null'],
  },
  {
    name: 'first matching type wins',
    schema: obj({ v: { type: ['number', 'string'] } }),
    args: { v: '7' },
    out: { v: '7' },
  },
  {
    name: 'enum member',
    schema: obj({ sort: { type: 'string', enum: ['name', 'size'] } }),
    args: { sort: 'size' },
    out: { sort: 'size' },
  },
  {
    name: 'enum non-member',
    schema: obj({ sort: { type: 'string', enum: ['name', 'size'] } }),
    args: { sort: 'date' },
    errors: ['parameter "sort" must be "name" or "size", got string "date"'],
  },
  {
    name: 'numeric enum from a string',
    schema: obj({ level: { enum: [1, 2, 3] } }),
    args: { level: '2' },
    out: { level: 2 },
  },
  {
    name: 'const',
    schema: obj({ kind: { const: 'file' } }),
    args: { kind: 'dir' },
    errors: ['parameter "kind" must be "file", got string "dir"'],
  },
  {
    name: 'anyOf: first clean branch',
    schema: obj({ v: { anyOf: [{ type: 'boolean' }, { type: 'number' }] } }),
    args: { v: '3' },
    out: { v: 3 },
  },
  {
    name: 'oneOf with objects',
    schema: obj({
      v: {
        oneOf: [
          obj({ a: { type: 'number' } }, { required: ['a'] }),
          obj({ b: { type: 'string' } }, { required: ['b'] }),
        ],
      },
    }),
    args: { v: { b: 1 } },
    out: { v: { b: '1' } },
  },
  {
    name: 'anyOf: a branch the value fits as it is wins over converting it',
    schema: obj({
      a: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      b: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    }),
    args: { a: 5, b: '5' },
    out: { a: 5, b: '5' },
  },
  {
    name: 'anyOf: no branch fits',
    schema: obj({ v: { anyOf: [{ type: 'boolean' }, { type: 'number' }] } }),
    args: { v: 'x' },
    errors: [
      'parameter "v" matches none of the allowed forms (parameter "v" should be boolean, got string "x")',
    ],
  },
  {
    name: '$ref to $defs',
    schema: {
      ...obj({ p: { $ref: '#/$defs/Point' } }),
      $defs: { Point: obj({ x: { type: 'number' } }, { required: ['x'] }) },
    },
    args: { p: { x: '1' } },
    out: { p: { x: 1 } },
  },
  {
    name: '$ref to definitions, missing required inside',
    schema: {
      ...obj({ p: { $ref: '#/definitions/P' } }),
      definitions: { P: obj({ x: { type: 'number' } }, { required: ['x'] }) },
    },
    args: { p: {} },
    errors: ['missing required parameter "p.x" (number)'],
  },
  {
    name: 'recursive $ref',
    schema: {
      $ref: '#/$defs/Node',
      $defs: { Node: obj({ v: { type: 'number' }, next: { $ref: '#/$defs/Node' } }) },
    },
    args: { v: '1', next: { v: '2', next: { v: '3' } } },
    out: { v: 1, next: { v: 2, next: { v: 3 } } },
  },
  {
    name: 'missing required',
    schema: obj({ path: { type: 'string' }, depth: { type: 'number' } }, { required: ['path'] }),
    args: { depth: 1 },
    errors: ['missing required parameter "path" (string)'],
  },
  {
    name: 'missing required object shows its shape',
    schema: obj({ o: obj({ a: { type: 'string' } }, { required: ['a'] }) }, { required: ['o'] }),
    args: {},
    errors: ['missing required parameter "o" ({a: string})'],
  },
  {
    name: 'unknown parameter when closed',
    schema: obj({ path: { type: 'string' } }, { additionalProperties: false }),
    args: { path: 'a', pth: 'b' },
    errors: ['unknown parameter "pth" (known: path)'],
  },
  {
    name: 'unknown parameter allowed by default',
    schema: obj({ path: { type: 'string' } }),
    args: { extra: '1' },
    out: { extra: '1' },
  },
  {
    name: 'additionalProperties schema',
    schema: obj({}, { additionalProperties: { type: 'number' } }),
    args: { a: '1' },
    out: { a: 1 },
  },
  {
    name: 'defaults are not injected',
    schema: obj({ depth: { type: 'number', default: 2 } }),
    args: {},
    out: {},
  },
  {
    name: 'allOf',
    schema: { allOf: [obj({ a: { type: 'number' } }), obj({ b: { type: 'boolean' } })] },
    args: { a: '1', b: 'true' },
    out: { a: 1, b: true },
  },
  { name: 'no schema', schema: undefined, args: { a: '1' }, out: { a: '1' } },
  { name: 'empty schema', schema: {}, args: { a: '1' }, out: { a: '1' } },
  {
    name: 'a $ref that leads nowhere fails the value that reaches it, as the validator refuses it',
    schema: obj({ a: { $ref: '#/nowhere' }, b: { $ref: 'https://example.com/b.json' } }),
    args: { a: '1', c: 2 },
    errors: [
      `parameter "a" can't be checked: its schema's $ref "#/nowhere" leads nowhere (no such definition, an external URI or a loop)`,
    ],
  },
  {
    name: '$ref siblings apply together with the target: a sibling type cannot widen it',
    schema: {
      ...obj({ n: { $ref: '#/$defs/N', type: ['integer', 'null'], description: 'count' } }),
      $defs: { N: { type: 'integer' } },
    },
    args: { n: null },
    errors: ['parameter "n" should be integer, got null'],
  },
  {
    name: '$ref siblings add what the target leaves open',
    schema: {
      ...obj({ n: { $ref: '#/$defs/N', nullable: true }, o: { $ref: '#/$defs/O', required: ['b'] } }),
      $defs: { N: { type: 'integer' }, O: obj({ a: { type: 'number' }, b: { type: 'string' } }) },
    },
    args: { n: null, o: { a: '1' } },
    errors: ['missing required parameter "o.b" (string)'],
  },
  {
    name: 'a $ref into an array (as zod writes them)',
    schema: obj({ a: { anyOf: [{ type: 'integer' }] }, b: { $ref: '#/properties/a/anyOf/0' } }),
    args: { b: '5' },
    out: { b: 5 },
  },
  {
    name: '2020-12 tuple: prefixItems, then items',
    schema: obj({ t: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'integer' } } }),
    args: { t: [1, '2', '3'] },
    out: { t: ['1', 2, 3] },
  },
  {
    name: 'draft-07 tuple: additionalItems false',
    schema: obj({ t: { type: 'array', items: [{ type: 'string' }], additionalItems: false } }),
    args: { t: ['a', 'b'] },
    errors: ['parameter "t[1]" is not allowed'],
  },
  {
    name: 'a property whose schema is false',
    schema: obj({ gone: false }),
    args: { gone: 1 },
    errors: ['parameter "gone" is not allowed'],
  },
  {
    name: 'several errors at once',
    schema: obj(
      { a: { type: 'number' }, b: { type: 'string' } },
      { required: ['b'], additionalProperties: false },
    ),
    args: { a: 'x', c: 1 },
    errors: [
      'parameter "a" should be number, got string "x"',
      'unknown parameter "c" (known: a, b)',
      'missing required parameter "b" (string)',
    ],
  },
];

describe('coerceArguments', () => {
  it.each(cases)('$name', ({ schema, args, out, errors }) => {
    const result = coerceArguments(args, schema);
    expect(result.errors).toEqual(errors ?? []);
    if (out) expect(result.args).toEqual(out);
  });

  it('does not change the input object', () => {
    const args = { n: '1' };
    coerceArguments(args, obj({ n: { type: 'number' } }));
    expect(args).toEqual({ n: '1' });
  });

  it('never throws', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
        has: () => {
          throw new Error('trap');
        },
      },
    );
    expect(coerceArguments({ a: 1 }, hostile).errors[0]).toContain('could not check the arguments');
    expect(coerceArguments(null as unknown as Record<string, unknown>, {}).errors).toEqual([
      'the arguments must be an object',
    ]);
    const loop: Record<string, unknown> = { $ref: '#' };
    expect(coerceArguments({ a: 1 }, loop)).toEqual({
      args: { a: 1 },
      errors: [
        `the arguments can't be checked: its schema's $ref "#" leads nowhere (no such definition, an external URI or a loop)`,
      ],
    });
  });
});
