// The kind of value a schema node asks for, and whether null is allowed besides it: how the tool form
// picks a widget and its "null" switch. The coercer reads the same keywords (typesOf, unionOf), so a field the
// form offers as nullable is one whose null the coercer accepts (app/ui/schemaForm/formCoercerAgreement.test.tsx).
import { isRecord } from '../format/isRecord';
import { typesOf, unionKey, unionOf, type Schema } from './keywords';
import { resolveRef, withSiblings } from './ref';

export type SchemaKind =
  'enum' | 'const' | 'variant' | 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'any';

const TYPE_KINDS = new Set<string>(['object', 'array', 'string', 'number', 'integer', 'boolean']);

/** The kind of a resolved, null-split schema. Several types (or none) are `any`: raw JSON writes each. */
export function kindOf(schema: Schema): SchemaKind {
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return 'enum';
  if (Object.hasOwn(schema, 'const')) return 'const';
  if (unionOf(schema)) return 'variant';
  const types = typesOf(schema).filter((t) => t !== 'null');
  const only = types.length === 1 ? types[0] : undefined;
  return only !== undefined && TYPE_KINDS.has(only) ? (only as SchemaKind) : 'any';
}

export interface NullSplit {
  /** The schema without its null alternative. */
  schema: Schema;
  /** Whether null is allowed besides it. */
  nullable: boolean;
}

/**
 * Splits null off a resolved schema: `type: [x, "null"]`, `nullable: true`, or an anyOf / oneOf branch
 * that only allows null (a sole remaining branch is merged with the keywords around the union, by the
 * `$ref` sibling rule). A schema that allows only null, or whose `type` excludes null, is not split.
 */
export function splitNullable(schema: Schema, root: unknown): NullSplit {
  const types = typesOf(schema);
  const key = unionKey(schema);
  if (key) {
    const branches = schema[key] as unknown[];
    const rest = branches.filter((b) => !allowsOnlyNull(resolveRef(b, root)));
    const outerAllowsNull = types.length === 0 || types.includes('null');
    if (rest.length === branches.length || rest.length === 0 || !outerAllowsNull)
      return { schema, nullable: false };
    const { [key]: _union, ...shared } = schema;
    if (rest.length > 1) return { schema: { ...shared, [key]: rest }, nullable: true };
    const only = resolveRef(rest[0], root);
    return { schema: isRecord(only) ? withSiblings(only, shared) : shared, nullable: true };
  }
  // An enum or const must list null too, or the value cannot be null after all.
  const listsNull = !Array.isArray(schema['enum']) || schema['enum'].includes(null);
  if (!types.includes('null') || !listsNull || Object.hasOwn(schema, 'const') || allowsOnlyNull(schema))
    return { schema, nullable: false };
  const { nullable: _nullable, ...rest } = schema;
  const nonNull = types.filter((t) => t !== 'null');
  const split: Schema = { ...rest, type: nonNull.length === 1 ? nonNull[0] : nonNull };
  if (Array.isArray(rest['enum'])) split['enum'] = rest['enum'].filter((v) => v !== null);
  return { schema: split, nullable: true };
}

function allowsOnlyNull(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  if (Object.hasOwn(schema, 'const')) return schema['const'] === null;
  if (Array.isArray(schema['enum']))
    return schema['enum'].length > 0 && schema['enum'].every((v) => v === null);
  const types = typesOf(schema);
  return types.length === 1 && types[0] === 'null';
}

export interface FieldShape extends NullSplit {
  kind: SchemaKind;
}

/** A node as the tool form shows it: `$ref` followed, null split off, its kind. Not a schema counts as `{}`. */
export function fieldShape(schema: unknown, root: unknown): FieldShape {
  const resolved = resolveRef(schema, root);
  const split = splitNullable(isRecord(resolved) ? resolved : {}, root);
  return { ...split, kind: kindOf(split.schema) };
}
