// A compact, TypeScript-like rendering of a JSON Schema type: string, number[], "a"|"b",
// {path: string, depth?: number}. Used in the instructions text and in error messages. Nesting shows
// 3 levels; unions nest deeper, so a step and depth budget degrades a recursive schema to `any`.
import { isRecord } from '../format/isRecord';
import { requiredOf, typesOf, unionOf } from './keywords';
import { resolveRef } from './ref';
import { walkBudget, type WalkBudget } from './walkBudget';

const MAX_DEPTH = 3;
/** The text is for a human or an AI to read: a type bigger than this is not useful anyway. */
const MAX_TYPE_STEPS = 2_000;
const MAX_UNION_DEPTH = 16;

export function schemaType(schema: unknown, root: unknown = schema): string {
  return typeOf(schema, { root, budget: walkBudget(MAX_TYPE_STEPS, MAX_UNION_DEPTH) }, 0, 0);
}

interface Walk {
  root: unknown;
  budget: WalkBudget;
}

/** `depth` counts object/array nesting (shown up to MAX_DEPTH); `level` counts every step down. */
function typeOf(schema: unknown, walk: Walk, depth: number, level: number): string {
  return unique(typeParts(schema, walk, depth, level)).join('|');
}

/** The members of the type, nested unions flattened, so `any|string` does not repeat per level. */
function typeParts(schema: unknown, walk: Walk, depth: number, level: number): string[] {
  if (!walk.budget.take(level)) return ['any'];
  const s = resolveRef(schema, walk.root);
  if (!isRecord(s)) return [s === false ? 'never' : 'any'];
  if (Array.isArray(s['enum']) && s['enum'].length > 0) return s['enum'].map((v) => JSON.stringify(v));
  if (Object.hasOwn(s, 'const')) return [JSON.stringify(s['const'])];
  const branches = unionOf(s);
  if (branches) return branches.flatMap((b) => typeParts(b, walk, depth, level + 1));
  const types = typesOf(s);
  if (types.length === 0) return ['any'];
  return types.map((t) => typeName(t, s, walk, depth, level));
}

function typeName(
  type: string,
  s: Record<string, unknown>,
  walk: Walk,
  depth: number,
  level: number,
): string {
  if (type === 'array') {
    const items = s['items'];
    if (items === undefined || depth >= MAX_DEPTH) return 'any[]';
    const inner = typeOf(items, walk, depth + 1, level + 1);
    return /[|{ ]/.test(inner) && !inner.startsWith('{') ? `(${inner})[]` : `${inner}[]`;
  }
  if (type === 'object') return objectType(s, walk, depth, level);
  return type;
}

function objectType(s: Record<string, unknown>, walk: Walk, depth: number, level: number): string {
  const props = s['properties'];
  if (!isRecord(props) || Object.keys(props).length === 0 || depth >= MAX_DEPTH) return 'object';
  const required = requiredOf(s);
  const fields = Object.entries(props).map(
    ([key, sub]) => `${key}${required.has(key) ? '' : '?'}: ${typeOf(sub, walk, depth + 1, level + 1)}`,
  );
  return `{${fields.join(', ')}}`;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
