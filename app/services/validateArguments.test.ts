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

describe('validateArguments with an untrusted schema', () => {
  it('refuses a schema that fails the meta-schema check', async () => {
    const check = await validateArguments({ type: 'object', properties: { n: { type: 'int' } } }, { n: 1 });
    expect(check.errors['']?.[0]).toMatch(
      /^The tool's schema can't be checked, so it won't run: schema is invalid: data\/properties\/n\/type must be equal to one of the allowed values/,
    );
  });

  it('refuses a pattern that backtracks catastrophically, before compiling it', async () => {
    const check = await validateArguments(
      { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } },
      { s: `${'a'.repeat(40)}!` },
    );
    expect(check.errors['']).toEqual([
      `The tool's schema can't be checked, so it won't run: The tool's schema has a pattern we won't run (a repeated group contains a repetition (catastrophic backtracking)): "^(a+)+$"`,
    ]);
  });

  it('checks a flagged but real-world pattern when the caller bounds the time (the worker)', async () => {
    const host = {
      type: 'object',
      properties: { h: { type: 'string', pattern: '^([a-z0-9-]+\\.)+[a-z]+$' } },
    };
    expect((await validateArguments(host, { h: 'example.com' }, { screenPatterns: false })).errors).toEqual(
      {},
    );
    const bad = await validateArguments(host, { h: 'not a host' }, { screenPatterns: false });
    expect(bad.errors['/h']).toHaveLength(1);
  });

  it('still validates a schema that declares JSON Schema 2020-12, as zod-made tools do', async () => {
    const modern = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema };
    expect((await validateArguments(modern, { point: { x: 1 } })).errors).toEqual({});
    expect((await validateArguments(modern, {})).errors['/point']).toEqual(['Required.']);
  });

  it('stops at the walk budget on a recursive union instead of handing it to ajv', async () => {
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
    const check = await validateArguments(recursive, value as Record<string, unknown>);
    expect(check.errors['']).toEqual([
      "The tool's input schema is too complex or recursive to check (over 100000 steps)",
    ]);
  });
});
