import { describe, expect, it } from 'vitest';
import { itemSchemaOf, typesOf } from './keywords';
import { fieldShape, kindOf, splitNullable } from './kind';

describe('splitNullable', () => {
  const root = {
    $defs: { Point: { type: 'object', properties: { x: { type: 'number' } } }, Null: { type: 'null' } },
  };

  it.each([
    ['a type array', { type: ['string', 'null'] }, { type: 'string' }],
    [
      'a type array with several types',
      { type: ['string', 'integer', 'null'] },
      { type: ['string', 'integer'] },
    ],
    ['nullable: true (OpenAPI 3.0)', { type: 'integer', nullable: true }, { type: 'integer' }],
    [
      'an enum that lists null',
      { type: ['string', 'null'], enum: ['a', null] },
      { type: 'string', enum: ['a'] },
    ],
    ['an anyOf null branch', { anyOf: [{ type: 'string' }, { type: 'null' }] }, { type: 'string' }],
    ['a oneOf const null branch', { oneOf: [{ type: 'number' }, { const: null }] }, { type: 'number' }],
    [
      'a null branch behind a $ref, the rest merged with the keywords around the union',
      { anyOf: [{ $ref: '#/$defs/Point' }, { $ref: '#/$defs/Null' }], description: 'Where', default: null },
      { type: 'object', properties: { x: { type: 'number' } }, description: 'Where', default: null },
    ],
    [
      'several branches besides null',
      { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }], title: 'T' },
      { anyOf: [{ type: 'string' }, { type: 'number' }], title: 'T' },
    ],
  ])('splits %s', (_name, schema, rest) => {
    expect(splitNullable(schema, root)).toEqual({ schema: rest, nullable: true });
  });

  it.each([
    ['no null', { type: 'string' }],
    ['only null', { type: 'null' }],
    ['an enum without null', { type: ['string', 'null'], enum: ['a'] }],
    ['a const', { type: ['string', 'null'], const: 'a' }],
    ['a union whose type excludes null', { type: 'string', anyOf: [{ minLength: 1 }, { type: 'null' }] }],
    ['a union of null branches only', { anyOf: [{ type: 'null' }, { const: null }] }],
    ['nullable without a type', { nullable: true }],
  ])('leaves %s as it is', (_name, schema) => {
    expect(splitNullable(schema, root)).toEqual({ schema, nullable: false });
  });
});

describe('kindOf and fieldShape', () => {
  it.each([
    [{ enum: ['a'] }, 'enum'],
    [{ enum: [] }, 'any'],
    [{ const: 1 }, 'const'],
    [{ oneOf: [{ type: 'string' }] }, 'variant'],
    [{ properties: {} }, 'object'],
    [{ items: { type: 'string' } }, 'array'],
    [{ prefixItems: [{ type: 'string' }] }, 'array'],
    [{ type: 'integer' }, 'integer'],
    [{ type: ['boolean', 'null'] }, 'boolean'],
    [{ type: ['string', 'number'] }, 'any'],
    [{ type: 'made-up' }, 'any'],
    [{}, 'any'],
  ])('%j is %s', (schema, kind) => {
    expect(kindOf(schema)).toBe(kind);
  });

  it('follows $ref, splits null and classifies in one step', () => {
    const root = { $defs: { Name: { type: 'string', title: 'Name' } } };
    expect(fieldShape({ anyOf: [{ $ref: '#/$defs/Name' }, { type: 'null' }] }, root)).toEqual({
      schema: { type: 'string', title: 'Name' },
      nullable: true,
      kind: 'string',
    });
    expect(fieldShape(true, root)).toEqual({ schema: {}, nullable: false, kind: 'any' });
    expect(fieldShape({ $ref: '#/$defs/Gone', type: 'string' }, root)).toEqual({
      schema: { $ref: '#/$defs/Gone', type: 'string' },
      nullable: false,
      kind: 'string',
    });
  });
});

describe('typesOf and itemSchemaOf', () => {
  it('reads type, nullable and the types properties and items imply', () => {
    expect(typesOf({ type: 'string', nullable: true })).toEqual(['string', 'null']);
    expect(typesOf({ type: ['integer', 7] })).toEqual(['integer']);
    expect(typesOf({ properties: {} })).toEqual(['object']);
    expect(typesOf({ items: {} })).toEqual(['array']);
    expect(typesOf({ nullable: true })).toEqual([]);
  });

  it('reads 2020-12 tuples (prefixItems, items) and draft-07 tuples (items list, additionalItems)', () => {
    const modern = { prefixItems: [{ type: 'string' }], items: { type: 'number' } };
    expect([itemSchemaOf(modern, 0), itemSchemaOf(modern, 3)]).toEqual([
      { type: 'string' },
      { type: 'number' },
    ]);
    const draft07 = { items: [{ type: 'string' }], additionalItems: false };
    expect([itemSchemaOf(draft07, 0), itemSchemaOf(draft07, 1)]).toEqual([{ type: 'string' }, false]);
    expect(itemSchemaOf({ items: { type: 'boolean' } }, 5)).toEqual({ type: 'boolean' });
    expect(itemSchemaOf({ type: 'array' }, 0)).toBeUndefined();
  });
});
