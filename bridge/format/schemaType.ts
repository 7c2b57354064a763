// A compact, TypeScript-like rendering of a JSON Schema type: string, number[], "a"|"b",
// {path: string, depth?: number}. Used in the instructions text and in error messages.
import { isRecord, resolveRef, typesOf, unionOf } from './schema';

const MAX_DEPTH = 3;

export function schemaType(schema: unknown, root: unknown = schema, depth = 0): string {
  const s = resolveRef(schema, root);
  if (!isRecord(s)) return s === false ? 'never' : 'any';
  if (Array.isArray(s['enum']) && s['enum'].length > 0)
    return s['enum'].map((v) => JSON.stringify(v)).join('|');
  if (Object.hasOwn(s, 'const')) return JSON.stringify(s['const']);
  const branches = unionOf(s);
  if (branches) return unique(branches.map((b) => schemaType(b, root, depth + 1))).join('|');
  const types = typesOf(s);
  if (types.length === 0) return 'any';
  return unique(types.map((t) => typeName(t, s, root, depth))).join('|');
}

function typeName(type: string, s: Record<string, unknown>, root: unknown, depth: number): string {
  if (type === 'array') {
    const items = s['items'];
    if (items === undefined || depth >= MAX_DEPTH) return 'any[]';
    const inner = schemaType(items, root, depth + 1);
    return /[|{ ]/.test(inner) && !inner.startsWith('{') ? `(${inner})[]` : `${inner}[]`;
  }
  if (type === 'object') return objectType(s, root, depth);
  return type;
}

function objectType(s: Record<string, unknown>, root: unknown, depth: number): string {
  const props = s['properties'];
  if (!isRecord(props) || Object.keys(props).length === 0 || depth >= MAX_DEPTH) return 'object';
  const required = requiredOf(s);
  const fields = Object.entries(props).map(
    ([key, sub]) => `${key}${required.has(key) ? '' : '?'}: ${schemaType(sub, root, depth + 1)}`,
  );
  return `{${fields.join(', ')}}`;
}

export function requiredOf(s: Record<string, unknown>): Set<string> {
  const required = s['required'];
  return new Set(Array.isArray(required) ? required.filter((k): k is string => typeof k === 'string') : []);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
