// Reading a tool's JSON Schema for the form: follow local $refs, split off "null", pick a widget kind
// and a starting value. Validation is not done here (the validator service owns that).
import { pointerKey } from '../../../bridge/format/schema';
import { walkBudget, type WalkBudget } from '../../../bridge/format/walkBudget';

export type Schema = Record<string, unknown>;

export type FieldKind =
  'enum' | 'const' | 'variant' | 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'any';

const isSchema = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Each `$ref` node's last resolution per root: fields re-resolve on every render, and a copy costs the target's size. */
const resolved = new WeakMap<Schema, { root: unknown; value: Schema }>();

/** Follows `#/...` references (e.g. `#/$defs/Item`) inside the root schema; unknown refs become `{}`. */
export function resolve(schema: unknown, root: unknown): Schema {
  if (!isSchema(schema)) return {};
  if (typeof schema.$ref !== 'string') return schema;
  const cached = resolved.get(schema);
  if (cached && cached.root === root) return cached.value;
  const value = follow(schema, root, 0);
  resolved.set(schema, { root, value });
  return value;
}

function follow(schema: unknown, root: unknown, depth: number): Schema {
  if (!isSchema(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || depth > 32) return schema;
  if (!ref.startsWith('#')) return {};
  let target: unknown = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = pointerKey(raw);
    target = isSchema(target) && key !== undefined ? target[key] : undefined;
  }
  const { $ref: _ignored, ...siblings } = schema;
  return { ...follow(target, root, depth + 1), ...siblings };
}

const isNullSchema = (s: unknown) => isSchema(s) && (s.type === 'null' || s.const === null);

/** `type: ["string","null"]` or an anyOf with a null branch: the non-null part and whether null is allowed. */
export function splitNullable(schema: Schema, root: unknown): { schema: Schema; nullable: boolean } {
  const type = schema.type;
  if (Array.isArray(type) && type.includes('null')) {
    const rest = type.filter((t) => t !== 'null');
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || !branches.some((b) => isNullSchema(resolve(b, root)))) continue;
    const rest = branches.filter((b) => !isNullSchema(resolve(b, root)));
    const { [key]: _dropped, ...others } = schema;
    const inner = rest.length === 1 ? { ...others, ...resolve(rest[0], root) } : { ...others, [key]: rest };
    return { schema: inner, nullable: true };
  }
  return { schema, nullable: false };
}

export function variantsOf(schema: Schema): unknown[] | undefined {
  const branches = schema.oneOf ?? schema.anyOf;
  return Array.isArray(branches) && branches.length > 0 ? branches : undefined;
}

export function kindOf(schema: Schema): FieldKind {
  if (Array.isArray(schema.enum)) return 'enum';
  if ('const' in schema) return 'const';
  if (variantsOf(schema)) return 'variant';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || (type === undefined && isSchema(schema.properties))) return 'object';
  if (type === 'array') return 'array';
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') return type;
  return 'any';
}

export function propertiesOf(schema: Schema): [string, unknown][] {
  return isSchema(schema.properties) ? Object.entries(schema.properties) : [];
}

export function requiredOf(schema: Schema): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((x) => typeof x === 'string') : []);
}

/** A starting value bigger than this is no help to fill in; a recursive schema would make it explode. */
const MAX_INITIAL_STEPS = 2_000;
const MAX_INITIAL_DEPTH = 16;

/**
 * The value a newly set field starts with: the schema's default, else an empty value of its kind.
 * Past the walk budget (required properties that refer back to their object) the rest starts unset.
 */
export function initialValue(
  schemaIn: unknown,
  root: unknown,
  depth = 0,
  budget: WalkBudget = walkBudget(MAX_INITIAL_STEPS, MAX_INITIAL_DEPTH),
): unknown {
  if (!budget.take(depth)) return undefined;
  const schema = splitNullable(resolve(schemaIn, root), root).schema;
  if ('default' in schema) return structuredClone(schema.default);
  switch (kindOf(schema)) {
    case 'const':
      return schema.const;
    case 'enum':
      return (schema.enum as unknown[])[0];
    case 'variant':
      return initialValue(variantsOf(schema)?.[0], root, depth + 1, budget);
    case 'object': {
      const required = requiredOf(schema);
      const value: Record<string, unknown> = {};
      for (const [key, prop] of propertiesOf(schema)) {
        const start = required.has(key)
          ? initialValue(prop, root, depth + 1, budget)
          : defaultOnly(prop, root);
        if (start !== undefined) value[key] = start;
      }
      return value;
    }
    case 'array':
      return [];
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    default:
      return undefined;
  }
}

/** Optional fields start unset unless the schema gives a default. */
function defaultOnly(schema: unknown, root: unknown): unknown {
  const resolved = resolve(schema, root);
  return 'default' in resolved ? structuredClone(resolved.default) : undefined;
}

/** Which variant a value belongs to: the first whose kind fits the value's JSON type. */
export function matchVariant(value: unknown, variants: unknown[], root: unknown): number {
  const jsonType = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const index = variants.findIndex((v) => {
    const kind = kindOf(resolve(v, root));
    if (kind === 'integer' || kind === 'number') return jsonType === 'number';
    if (kind === 'const' || kind === 'enum' || kind === 'any') return true;
    if (kind === 'variant') return true;
    return kind === jsonType;
  });
  return index === -1 ? 0 : index;
}

export function variantTitle(schemaIn: unknown, root: unknown, index: number): string {
  const schema = resolve(schemaIn, root);
  if (typeof schema.title === 'string') return schema.title;
  const ref =
    isSchema(schemaIn) && typeof schemaIn.$ref === 'string' ? schemaIn.$ref.split('/').pop() : undefined;
  return ref ?? `Option ${index + 1}: ${kindOf(schema)}`;
}

export const childPath = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
