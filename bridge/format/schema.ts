// Small JSON Schema helpers shared by argument coercion and the instructions text.

export type Schema = Record<string, unknown>;

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Follows local `$ref`s (`#/$defs/x`, `#/definitions/x`, any `#/...` pointer); stops on loops. */
export function resolveRef(schema: unknown, root: unknown): unknown {
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
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
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
