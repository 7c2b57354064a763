// The variants of an anyOf / oneOf field in the tool form: each branch together with the constraints around the
// union, which variant a value belongs to, and what the form's picker calls each one.
import { isRecord } from '../format/isRecord';
import { unionKey, type Schema } from './keywords';
import { fieldShape, type SchemaKind } from './kind';
import { resolveRef, withSiblings } from './ref';

/** Said once by the field around the picker, so not repeated by each variant. */
const UNION_ANNOTATIONS = ['title', 'description', 'default', 'examples'];

/** Each branch, `$ref` followed, with the keywords next to the union applied too (the `$ref` sibling rule). */
export function variantSchemas(schema: Schema, root: unknown): Schema[] {
  const key = unionKey(schema);
  if (!key) return [];
  const shared = Object.fromEntries(
    Object.entries(schema).filter(([k]) => k !== 'anyOf' && k !== 'oneOf' && !UNION_ANNOTATIONS.includes(k)),
  );
  return (schema[key] as unknown[]).map((branch) => {
    const resolved = resolveRef(branch, root);
    return withSiblings(isRecord(resolved) ? resolved : {}, shared);
  });
}

/** Which variant a value belongs to: the first whose kind fits the value's JSON type. */
export function matchVariant(value: unknown, variants: Schema[], root: unknown): number {
  const jsonType = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const index = variants.findIndex((v) => fits(fieldShape(v, root).kind, jsonType));
  return index === -1 ? 0 : index;
}

function fits(kind: SchemaKind, jsonType: string): boolean {
  if (kind === 'integer' || kind === 'number') return jsonType === 'number';
  if (kind === 'const' || kind === 'enum' || kind === 'any' || kind === 'variant') return true;
  return kind === jsonType;
}

/** The branch's title, else the name its `$ref` points to, else its position and kind. */
export function variantTitle(branch: unknown, root: unknown, index: number): string {
  const { schema, kind } = fieldShape(branch, root);
  if (typeof schema['title'] === 'string') return schema['title'];
  const ref =
    isRecord(branch) && typeof branch['$ref'] === 'string' ? branch['$ref'].split('/').pop() : undefined;
  return ref || `Option ${index + 1}: ${kind}`;
}
