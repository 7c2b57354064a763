// Small JSON Schema helpers shared by argument coercion and the instructions text.

export type Schema = Record<string, unknown>;

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The last resolution of each `$ref` node, per root. A budgeted walk may visit one node many times, and
 * each resolution copies the target's keywords: cached, that copying is paid once per node.
 */
const resolved = new WeakMap<object, { root: unknown; value: unknown }>();

/** Follows local `$ref`s (`#/$defs/x`, `#/definitions/x`, any `#/...` pointer); stops on loops. */
export function resolveRef(schema: unknown, root: unknown): unknown {
  if (!isRecord(schema) || typeof schema['$ref'] !== 'string') return schema;
  const cached = resolved.get(schema);
  if (cached && cached.root === root) return cached.value;
  const value = follow(schema, root);
  resolved.set(schema, { root, value });
  return value;
}

function follow(schema: unknown, root: unknown): unknown {
  let current = schema;
  for (let hops = 0; hops < 32 && isRecord(current) && typeof current['$ref'] === 'string'; hops++) {
    const target = pointer(root, current['$ref']);
    if (target === undefined) return current;
    // Keywords next to $ref (e.g. a description) are kept; the target's win for the type.
    const { $ref: _ref, ...siblings } = current;
    current = isRecord(target) ? { ...siblings, ...target } : target;
  }
  return current;
}

function pointer(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = pointerKey(raw);
    if (key === undefined) return undefined;
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/** The JSON types a schema allows, from `type` (string or array) and `nullable`; [] means any. */
export function typesOf(schema: Schema): string[] {
  const declared = schema['type'];
  const types =
    typeof declared === 'string'
      ? [declared]
      : Array.isArray(declared)
        ? declared.filter((t) => typeof t === 'string')
        : [];
  if (types.length === 0 && isRecord(schema['properties'])) types.push('object');
  if (types.length === 0 && schema['items'] !== undefined) types.push('array');
  if (schema['nullable'] === true && types.length > 0 && !types.includes('null')) types.push('null');
  return types;
}

/** The branches of anyOf / oneOf, if any. */
export function unionOf(schema: Schema): unknown[] | undefined {
  const branches = schema['anyOf'] ?? schema['oneOf'];
  return Array.isArray(branches) && branches.length > 0 ? branches : undefined;
}

/** One JSON Pointer segment, URI-decoded; undefined for a malformed escape (decodeURIComponent throws). */
export function pointerKey(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
}
