// Local `$ref` resolution for every walk over a tool's JSON Schema (coercion, the form, the type text).
// The rule is JSON Schema 2020-12's, the default of MCP tool schemas, and also what the validator (ajv)
// does: keywords next to `$ref` apply together with its target. See resolveRef for how they merge.
// Ours, not ajv's: ajv follows a `$ref` only inside a compiled validator (eval: in the worker only, under the
// CSP) and hands out no resolved schema for the form or the type text to walk.
import { setOwn } from '../format/partialFields';
import { isRecord } from '../format/isRecord';
import type { Schema } from './keywords';
import { walkBudget } from './walkBudget';

/** Keywords that describe the use site rather than constrain the value: the one next to `$ref` wins. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);

/** Longer `$ref` chains than this are not followed: an honest schema needs a few hops at most. */
const MAX_REF_HOPS = 64;

/**
 * The last resolution of each `$ref` node, per root. A budgeted walk may visit one node many times, and
 * each resolution copies the target's keywords: cached, that copying is paid once per node.
 */
const resolved = new WeakMap<object, { root: unknown; value: unknown }>();

/**
 * Follows a local `$ref` (`#/$defs/x`, `#/definitions/x`, any `#/...` pointer, `#`) inside `root`.
 * - Siblings apply together with the target, merged by withSiblings; with a chain of `$ref`s, the
 *   siblings nearest the use site are laid on last.
 * - A `$ref` that cannot be followed (no such pointer, an external URI, a loop of `$ref`s, a chain over
 *   the budget) stays in the result next to its siblings: see unresolvedRef. The validator refuses such a
 *   schema, and the coercer fails a value that reaches it.
 * A `$ref` to `false` resolves to `false`; anything else that is not a schema counts as not followed.
 */
export function resolveRef(schema: unknown, root: unknown): unknown {
  if (!isRecord(schema) || typeof schema['$ref'] !== 'string') return schema;
  const cached = resolved.get(schema);
  if (cached && cached.root === root) return cached.value;
  const value = follow(schema, root);
  resolved.set(schema, { root, value });
  return value;
}

/** The `$ref` of a resolved schema that could not be followed, if any. */
export function unresolvedRef(resolvedSchema: unknown): string | undefined {
  return isRecord(resolvedSchema) && typeof resolvedSchema['$ref'] === 'string'
    ? resolvedSchema['$ref']
    : undefined;
}

/** Walks the chain of `$ref`s to a schema, then lays each hop's siblings over it, innermost first. */
function follow(start: Schema, root: unknown): unknown {
  const chain: Schema[] = [];
  const seen = new Set<string>();
  const hops = walkBudget(MAX_REF_HOPS);
  let current: unknown = start;
  while (isRecord(current) && typeof current['$ref'] === 'string') {
    const ref = current['$ref'];
    const { $ref: _ref, ...siblings } = current;
    const target = seen.has(ref) || !hops.take(0) ? undefined : pointer(root, ref);
    seen.add(ref);
    if (target === undefined || !(isRecord(target) || typeof target === 'boolean'))
      return chain.reduceRight(withSiblings, current);
    chain.push(siblings);
    current = target;
  }
  if (current === false) return false;
  return chain.reduceRight(withSiblings, isRecord(current) ? current : {});
}

/**
 * Lays `siblings` over `target` so that both apply: the siblings' annotations win, `required` lists are
 * joined, `properties` are joined per name, and any other keyword both set differently keeps the
 * sibling's copy in `allOf`.
 */
export function withSiblings(target: Schema, siblings: Schema): Schema {
  const merged: Schema = { ...target };
  const both: Schema = {};
  for (const [key, value] of Object.entries(siblings)) {
    const current = merged[key];
    if (!Object.hasOwn(merged, key) || ANNOTATIONS.has(key)) setOwn(merged, key, value);
    else if (key === 'required' && Array.isArray(current) && Array.isArray(value))
      merged['required'] = [...new Set([...current, ...value])];
    else if (
      key === 'properties' &&
      isRecord(current) &&
      isRecord(value) &&
      !scoped(target) &&
      !scoped(siblings)
    )
      merged['properties'] = joinProperties(current, value);
    else if (JSON.stringify(current) !== JSON.stringify(value)) setOwn(both, key, value);
  }
  if (Object.keys(both).length > 0) {
    const earlier = Array.isArray(target['allOf']) ? target['allOf'] : [];
    merged['allOf'] = [...earlier, both];
  }
  return merged;
}

/** Keywords that depend on which properties their own schema declares: joining those would change them. */
const PROPERTY_SCOPED = ['additionalProperties', 'patternProperties', 'unevaluatedProperties'];

function scoped(schema: Schema): boolean {
  return PROPERTY_SCOPED.some((key) => Object.hasOwn(schema, key));
}

/** Both `properties` apply: a name in both gets both schemas (allOf), a name in one keeps its own. */
function joinProperties(target: Schema, siblings: Schema): Schema {
  const joined: Schema = { ...target };
  for (const [name, schema] of Object.entries(siblings)) {
    const mine = joined[name];
    const same = !Object.hasOwn(joined, name) || JSON.stringify(mine) === JSON.stringify(schema);
    setOwn(joined, name, same ? schema : { allOf: [mine, schema] });
  }
  return joined;
}

function pointer(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = pointerKey(raw);
    if (key === undefined) return undefined;
    // Arrays too: zod's JSON Schema points into them (`#/properties/a/anyOf/0`).
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(key)) node = node[Number(key)];
    else if (isRecord(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** One JSON Pointer segment, URI-decoded; undefined for a malformed escape (decodeURIComponent throws). */
export function pointerKey(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
}
