import { describe, expect, it } from 'vitest';
import { validateArguments } from './validate';

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
  it('accepts valid arguments', async () => {
    expect(await validateArguments(schema, { point: { x: 3 }, count: 2 })).toEqual({});
  });

  it('does not coerce: a number written as text fails here (check.ts coerces first)', async () => {
    expect(await validateArguments(schema, { point: { x: '3' } })).toEqual({
      '/point/x': ['Must be integer.'],
    });
  });

  it('reports errors per field, following $ref, with missing required fields on the field itself', async () => {
    const errors = await validateArguments(schema, { mode: 'medium', count: 0 });
    expect(errors['/point']).toEqual(['Required.']);
    expect(errors['/mode']).toEqual(['Must be one of "fast", "slow".']);
    expect(errors['/count']?.[0]).toMatch(/>= 1/);
  });

  it('reports a nested error at its own path', async () => {
    const errors = await validateArguments(schema, { point: { x: 1.5 } });
    expect(Object.keys(errors)).toEqual(['/point/x']);
  });

  it('lists the allowed values of a long enum only in part', async () => {
    const many = { type: 'object', properties: { n: { enum: Array.from({ length: 25 }, (_, i) => i) } } };
    expect((await validateArguments(many, { n: 99 }))['/n']).toEqual([
      `Must be one of ${Array.from({ length: 20 }, (_, i) => i).join(', ')}, … (25 in all).`,
    ]);
    const one = { type: 'object', properties: { k: { const: 'x'.repeat(70) } } };
    expect((await validateArguments(one, { k: 'y' }))['/k']).toEqual([`Must be "${'x'.repeat(59)}….`]);
  });

  it('names an unknown property where additional properties are not allowed', async () => {
    const closed = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false };
    expect(await validateArguments(closed, { a: 'x', b: 1 })).toEqual({ '': ['Unknown property "b".'] });
  });
});

describe('validateArguments with an untrusted schema', () => {
  it('refuses a schema that fails the meta-schema check', async () => {
    const errors = await validateArguments({ type: 'object', properties: { n: { type: 'int' } } }, { n: 1 });
    expect(errors['']?.[0]).toMatch(
      /^The tool's schema can't be checked, so it won't run: schema is invalid: data\/properties\/n\/type must be equal to one of the allowed values/,
    );
  });

  it('refuses a pattern that backtracks catastrophically, before compiling it', async () => {
    const errors = await validateArguments(
      { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } },
      { s: `${'a'.repeat(40)}!` },
    );
    expect(errors['']).toEqual([
      `The tool's schema can't be checked, so it won't run: The tool's schema has a pattern we won't run (a repeated group contains a repetition (catastrophic backtracking)): "^(a+)+$"`,
    ]);
  });

  it('checks a flagged but real-world pattern when the caller bounds the time (the worker)', async () => {
    const host = {
      type: 'object',
      properties: { h: { type: 'string', pattern: '^([a-z0-9-]+\\.)+[a-z]+$' } },
    };
    expect(await validateArguments(host, { h: 'example.com' }, { screenPatterns: false })).toEqual({});
    const bad = await validateArguments(host, { h: 'not a host' }, { screenPatterns: false });
    expect(bad['/h']).toEqual(['Must match pattern "^([a-z0-9-]+\\.)+[a-z]+$".']);
  });

  it('still validates a schema that declares JSON Schema 2020-12, as zod-made tools do', async () => {
    const modern = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema };
    expect(await validateArguments(modern, { point: { x: 1 } })).toEqual({});
    expect((await validateArguments(modern, {}))['/point']).toEqual(['Required.']);
  });
});

describe('validateArguments with schemas that declare an $id', () => {
  const point = (idType: string) => ({
    $id: 'https://tools.example/point.json',
    type: 'object',
    properties: { x: { type: idType }, self: { $ref: 'https://tools.example/point.json#/definitions/Tag' } },
    definitions: { Tag: { type: 'string' } },
    required: ['x'],
  });

  // The worker gets a fresh copy of the schema with every check, as structuredClone makes here.
  it('checks the same $id schema on every call, also when each call brings its own copy', async () => {
    expect(await validateArguments(structuredClone(point('integer')), { x: 1, self: 'a' })).toEqual({});
    expect(await validateArguments(structuredClone(point('integer')), { x: 'one' })).toEqual({
      '/x': ['Must be integer.'],
    });
    expect(await validateArguments(structuredClone(point('integer')), { x: 2, self: 3 })).toEqual({
      '/self': ['Must be string.'],
    });
  });

  it('judges two different schemas with the same $id each by its own rules', async () => {
    expect(await validateArguments(point('integer'), { x: 'text' })).toEqual({ '/x': ['Must be integer.'] });
    expect(await validateArguments(point('string'), { x: 'text' })).toEqual({});
    expect(await validateArguments(point('string'), { x: 1 })).toEqual({ '/x': ['Must be string.'] });
    expect(await validateArguments(point('integer'), { x: 1 })).toEqual({});
  });

  it('keeps an $id deep inside one schema from clashing with the same $id in another', async () => {
    const nested = (type: string) => ({
      type: 'object',
      properties: { v: { $ref: 'https://tools.example/value.json' } },
      definitions: { value: { $id: 'https://tools.example/value.json', type } },
    });
    expect(await validateArguments(nested('number'), { v: 'x' })).toEqual({ '/v': ['Must be number.'] });
    expect(await validateArguments(nested('string'), { v: 'x' })).toEqual({});
  });

  it('refuses a $schema that is not a URI', async () => {
    const errors = await validateArguments(
      { $schema: { $id: 'https://evil.example/meta' }, type: 'object' },
      {},
    );
    expect(errors).toEqual({
      '': [
        "The tool's schema can't be checked, so it won't run: schema is invalid: data/$schema must be string",
      ],
    });
  });
});
