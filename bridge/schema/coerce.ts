// Converts the arguments an AI wrote to the types the tool's JSON Schema asks for ("42" -> 42,
// "true" -> true, a JSON string -> an object...) and lists what cannot be fixed. Defaults are not
// injected: the server applies its own. Never throws; a schema over the walk budget ends with its error.
// Ours, not ajv's coerceTypes: on the form/coercer agreement table ajv turns the form's 0 into "0" (anyOf
// [string, integer]) and null into 0, "" or false, and it reads no JSON text as an object or an array.
import { setOwn } from '../format/partialFields';
import { isRecord } from '../format/isRecord';
import { itemSchemaOf, requiredOf, typesOf, unionOf } from './keywords';
import { resolveRef, unresolvedRef } from './ref';
import { schemaType } from './typeText';
import { SchemaTooComplexError, walkBudget, type WalkBudget } from './walkBudget';

interface Coerced {
  value: unknown;
  errors: string[];
}

/** The schema's root (for $ref) and the budget shared by the whole walk, branches retried included. */
interface Walk {
  root: unknown;
  budget: WalkBudget;
}

const NO_MATCH = Symbol('no match');

export function coerceArguments(
  args: Record<string, unknown>,
  schema: unknown,
  budget: WalkBudget = walkBudget(),
): { args: Record<string, unknown>; errors: string[] } {
  try {
    if (!isRecord(args)) return { args: {}, errors: ['the arguments must be an object'] };
    const r = coerceValue(args, schema, '', { root: schema, budget }, 0);
    return { args: isRecord(r.value) ? r.value : args, errors: r.errors };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const error = e instanceof SchemaTooComplexError ? message : `could not check the arguments: ${message}`;
    return { args: isRecord(args) ? args : {}, errors: [error] };
  }
}

function coerceValue(input: unknown, schemaIn: unknown, path: string, walk: Walk, depth: number): Coerced {
  walk.budget.spend(depth);
  const s = resolveRef(schemaIn, walk.root);
  if (s === false) return { value: input, errors: [`${label(path)} is not allowed`] };
  if (!isRecord(s)) return { value: input, errors: [] };
  const ref = unresolvedRef(s);
  // The validator refuses such a schema outright; passing the value unchecked would disagree with it.
  if (ref !== undefined)
    return { value: input, errors: [`${label(path)} can't be checked: ${brokenRef(ref)}`] };
  let value = input;
  const errors: string[] = [];
  if (Array.isArray(s['allOf'])) {
    for (const sub of s['allOf']) {
      const r = coerceValue(value, sub, path, walk, depth + 1);
      value = r.value;
      errors.push(...r.errors);
    }
  }
  const branches = unionOf(s);
  if (branches) {
    const tries = branches.map((b) => () => coerceValue(value, b, path, walk, depth + 1));
    const first = bestBranch(tries, value);
    if (!first.ok)
      return {
        value,
        errors: [...errors, `${label(path)} matches none of the allowed forms (${first.firstError})`],
      };
    value = first.value;
  }
  const types = typesOf(s);
  if (types.length > 0) {
    const converted = toType(value, types);
    if (converted === NO_MATCH)
      return {
        value,
        errors: [...errors, `${label(path)} should be ${types.join(' or ')}, got ${describe(value)}`],
      };
    value = converted;
  }
  for (const allowed of [
    Array.isArray(s['enum']) ? s['enum'] : undefined,
    Object.hasOwn(s, 'const') ? [s['const']] : undefined,
  ]) {
    if (!allowed) continue;
    const member = matchMember(value, allowed);
    if (member === NO_MATCH)
      return {
        value,
        errors: [
          ...errors,
          `${label(path)} must be ${allowed.map((v) => JSON.stringify(v)).join(' or ')}, got ${describe(value)}`,
        ],
      };
    value = member;
  }
  if (isRecord(value)) return withErrors(coerceObject(value, s, path, walk, depth), errors);
  if (Array.isArray(value)) {
    const items = value.map((item, i) => {
      const schema = itemSchemaOf(s, i);
      const itemPath = `${path}[${i}]`;
      return schema === undefined
        ? { value: item, errors: [] }
        : coerceValue(item, schema, itemPath, walk, depth + 1);
    });
    return { value: items.map((r) => r.value), errors: [...errors, ...items.flatMap((r) => r.errors)] };
  }
  return { value, errors };
}

/**
 * A branch the value already fits as it is, else the first it can be converted to: 5 stays 5 for
 * anyOf [string, integer], as the form's integer variant sends it. Objects and arrays take the first fit.
 */
function bestBranch(
  tries: (() => Coerced)[],
  input: unknown,
): { ok: true; value: unknown } | { ok: false; firstError: string } {
  let firstError = '';
  let converted: { ok: true; value: unknown } | undefined;
  for (const attempt of tries) {
    const r = attempt();
    if (r.errors.length > 0) firstError ||= r.errors[0] ?? '';
    else if (Object.is(r.value, input) || typeof input === 'object') return { ok: true, value: r.value };
    else converted ??= { ok: true, value: r.value };
  }
  return converted ?? { ok: false, firstError };
}

function coerceObject(
  obj: Record<string, unknown>,
  s: Record<string, unknown>,
  path: string,
  walk: Walk,
  depth: number,
): Coerced {
  const props = isRecord(s['properties']) ? s['properties'] : {};
  const extra = s['additionalProperties'];
  const out: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, v] of Object.entries(obj)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    let schema: unknown = Object.hasOwn(props, key) ? props[key] : extra;
    if (!Object.hasOwn(props, key) && extra === false) {
      const known = Object.keys(props);
      errors.push(`unknown parameter "${childPath}"${known.length ? ` (known: ${known.join(', ')})` : ''}`);
      schema = undefined;
    }
    const r =
      schema === undefined ? { value: v, errors: [] } : coerceValue(v, schema, childPath, walk, depth + 1);
    setOwn(out, key, r.value);
    errors.push(...r.errors);
  }
  for (const key of requiredOf(s)) {
    if (obj[key] !== undefined && Object.hasOwn(obj, key)) continue;
    const childPath = path === '' ? key : `${path}.${key}`;
    errors.push(`missing required parameter "${childPath}" (${schemaType(props[key], walk.root)})`);
  }
  return { value: out, errors };
}

function withErrors(r: Coerced, earlier: string[]): Coerced {
  return earlier.length ? { value: r.value, errors: [...earlier, ...r.errors] } : r;
}

function isType(v: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'object':
      return isRecord(v);
    case 'array':
      return Array.isArray(v);
    default:
      return true; // An unknown type name is the schema's problem, not the AI's.
  }
}

function toType(v: unknown, types: string[]): unknown {
  if (types.some((t) => isType(v, t))) return v;
  for (const type of types) {
    const converted = convert(v, type);
    if (converted !== NO_MATCH) return converted;
  }
  return NO_MATCH;
}

function convert(v: unknown, type: string): unknown {
  if (type === 'string') return typeof v === 'number' || typeof v === 'boolean' ? String(v) : NO_MATCH;
  if (typeof v !== 'string') return NO_MATCH;
  const text = v.trim();
  if (type === 'number' || type === 'integer') {
    const n = text === '' ? NaN : Number(text);
    return isType(n, type) ? n : NO_MATCH;
  }
  if (type === 'boolean')
    return text.toLowerCase() === 'true' ? true : text.toLowerCase() === 'false' ? false : NO_MATCH;
  if (type === 'null') return text === 'null' ? null : NO_MATCH;
  if (type === 'object' || type === 'array') {
    try {
      const parsed: unknown = JSON.parse(text);
      return isType(parsed, type) ? parsed : NO_MATCH;
    } catch {
      return NO_MATCH;
    }
  }
  return NO_MATCH;
}

function matchMember(v: unknown, allowed: unknown[]): unknown {
  const key = JSON.stringify(v);
  if (allowed.some((m) => m === v || (typeof m === 'object' && m !== null && JSON.stringify(m) === key)))
    return v;
  // "2" for enum [1, 2, 3] (or 2 for ["1", "2"]) when the schema gives no type to convert to.
  const loose = allowed.find(
    (m) =>
      (typeof m === 'number' || typeof m === 'string' || typeof m === 'boolean') &&
      String(m) === String(v).trim(),
  );
  return loose !== undefined && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    ? loose
    : NO_MATCH;
}

function brokenRef(ref: string): string {
  return `its schema's $ref ${JSON.stringify(ref)} leads nowhere (no such definition, an external URI or a loop)`;
}

function label(path: string): string {
  return path === '' ? 'the arguments' : `parameter "${path}"`;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  const shown =
    typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v) : String(v);
  return `${typeof v} ${shown}`;
}
