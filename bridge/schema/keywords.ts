// The keywords every walk over a tool's JSON Schema reads the same way: the coercer, the tool form and
// the instructions' type text. The rest of the module: `$ref` in ref.ts, nullable and the kind of value
// in kind.ts, the step budget in walkBudget.ts (README.md).
import { isRecord } from '../format/isRecord';

export type Schema = Record<string, unknown>;

/**
 * The JSON types a schema allows: `type` (string or array), plus "null" for `nullable: true` (OpenAPI
 * 3.0 style), else the type that `properties` or `items` imply. [] means any.
 */
export function typesOf(schema: Schema): string[] {
  const declared = schema['type'];
  const types =
    typeof declared === 'string'
      ? [declared]
      : Array.isArray(declared)
        ? declared.filter((t): t is string => typeof t === 'string')
        : [];
  if (types.length === 0 && isRecord(schema['properties'])) types.push('object');
  if (types.length === 0 && (schema['items'] !== undefined || Array.isArray(schema['prefixItems'])))
    types.push('array');
  if (schema['nullable'] === true && types.length > 0 && !types.includes('null')) types.push('null');
  return types;
}

/** Which union keyword a schema uses: anyOf, else oneOf. Both read as "the first branch that fits". */
export function unionKey(schema: Schema): 'anyOf' | 'oneOf' | undefined {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return key;
  }
  return undefined;
}

/** The branches of the union, if any. */
export function unionOf(schema: Schema): unknown[] | undefined {
  const key = unionKey(schema);
  return key ? (schema[key] as unknown[]) : undefined;
}

export function requiredOf(schema: Schema): Set<string> {
  const required = schema['required'];
  return new Set(Array.isArray(required) ? required.filter((k): k is string => typeof k === 'string') : []);
}

/** [name, schema] per declared property, in the schema's order. */
export function propertiesOf(schema: Schema): [string, unknown][] {
  const properties = schema['properties'];
  return isRecord(properties) ? Object.entries(properties) : [];
}

/**
 * The schema of the array item at `index`: `prefixItems` then `items` (2020-12), or an `items` list then
 * `additionalItems` (draft-07 tuples). Undefined when nothing constrains it.
 */
export function itemSchemaOf(schema: Schema, index: number): unknown {
  const prefix = schema['prefixItems'];
  if (Array.isArray(prefix)) return index < prefix.length ? prefix[index] : schema['items'];
  const items = schema['items'];
  if (Array.isArray(items)) return index < items.length ? items[index] : schema['additionalItems'];
  return items;
}
