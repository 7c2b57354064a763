// The value a field starts with when the form opens or the user presses "Set": the schema's default,
// else an empty value of its kind. Read through fieldShape, as the coercer reads the schema.
import { setOwn } from '../format/partialFields';
import { propertiesOf, requiredOf, unionOf } from './keywords';
import { fieldShape } from './kind';
import { walkBudget, type WalkBudget } from './walkBudget';

/** A starting value bigger than this is no help to fill in; a recursive schema would make it explode. */
const MAX_INITIAL_STEPS = 2_000;
const MAX_INITIAL_DEPTH = 16;

/**
 * Required properties start filled in, optional ones unset unless the schema gives a default. Past the
 * walk budget (required properties that refer back to their object) the rest starts unset.
 */
export function initialValue(
  schemaIn: unknown,
  root: unknown,
  depth = 0,
  budget: WalkBudget = walkBudget(MAX_INITIAL_STEPS, MAX_INITIAL_DEPTH),
): unknown {
  if (!budget.take(depth)) return undefined;
  const { schema, kind } = fieldShape(schemaIn, root);
  if (Object.hasOwn(schema, 'default')) return structuredClone(schema['default']);
  switch (kind) {
    case 'const':
      return schema['const'];
    case 'enum':
      return (schema['enum'] as unknown[])[0];
    case 'variant':
      return initialValue(unionOf(schema)?.[0], root, depth + 1, budget);
    case 'object': {
      const required = requiredOf(schema);
      const value: Record<string, unknown> = {};
      for (const [key, prop] of propertiesOf(schema)) {
        const start = required.has(key)
          ? initialValue(prop, root, depth + 1, budget)
          : defaultOnly(prop, root);
        if (start !== undefined) setOwn(value, key, start);
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
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 0;
    default:
      return undefined;
  }
}

/** Optional fields start unset unless the schema gives a default. */
function defaultOnly(schemaIn: unknown, root: unknown): unknown {
  const { schema } = fieldShape(schemaIn, root);
  return Object.hasOwn(schema, 'default') ? structuredClone(schema['default']) : undefined;
}
