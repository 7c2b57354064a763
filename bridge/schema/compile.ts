// Compiles a tool's JSON Schema with the SDK's ajv, once per distinct schema. Cached by content, not by object:
// the worker gets a fresh copy of the schema with every check (postMessage clones it), so an object key never hits.
// Each schema compiles in an ajv instance of its own: ajv keeps every schema it compiled and registers its `$id`s
// for good, so in a shared instance a second copy of a schema with an `$id` is refused ("already exists"), a page
// tool could take a server tool's `$id` first, and memory grows with every compile. An instance costs ~0.1 ms
// next to the compile's ~1 ms, and is dropped with its validator when the cache lets it go.
import { assertSafePatterns } from './safePatterns';
import { LruMap } from '../format/lruMap';

export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

interface Engine {
  /** Throws "schema is invalid: …" for a schema that fails the meta-schema, or why ajv can't compile it. */
  compile(schema: object): Validate;
}

/** More distinct schemas than a user's servers and pages offer at once; past it the least used compiles again. */
const CACHED_SCHEMAS = 256;
const compiled = new LruMap<string, Validate>(CACHED_SCHEMAS);
let engine: Promise<Engine> | undefined;

/** Starts loading ajv, so the first call does not wait for it. A failed load is tried again on the next call. */
export function loadValidator(): Promise<Engine> {
  engine ??= import('@modelcontextprotocol/client/validators/ajv')
    .then(({ Ajv, addFormats }): Engine => {
      // Only checks schemas against the meta-schema: it compiles none of them, so it keeps none of them.
      const metaChecker = new Ajv({ strict: false, allErrors: true, validateSchema: true });
      return {
        compile(schema) {
          // The checker would compile (and keep) a `$schema` object as a meta-schema; the meta-schema wants a URI.
          if ('$schema' in schema && typeof schema.$schema !== 'string')
            throw new Error('schema is invalid: data/$schema must be string');
          // Throws on an invalid schema (the second argument); the draft meta-schemas are synchronous, so the
          // boolean-or-promise it is typed to return is always a boolean here.
          void metaChecker.validateSchema(schema, true);
          const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
          addFormats(ajv);
          return ajv.compile(schema) as unknown as Validate;
        },
      };
    })
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

export interface CompileOptions {
  /**
   * Refuse schemas whose patterns could backtrack without end. On by default; the worker turns it off,
   * since it is cut off by a timeout and the screen also flags some safe patterns (`([a-z0-9-]+\.)+`).
   */
  screenPatterns?: boolean;
}

/** The schema's validator; throws why it can't be built (broken schema, unsafe pattern, ajv failed to load). */
export async function compileSchema(
  schema: object,
  { screenPatterns = true }: CompileOptions = {},
): Promise<Validate> {
  // A schema compiled unscreened (in the worker's thread) must not be reused where the screen is asked for.
  const key = `${screenPatterns ? 'screened' : 'unscreened'}\n${JSON.stringify(schema)}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  if (screenPatterns) assertSafePatterns(schema);
  const validate = (await loadValidator()).compile(forDraft07Engine(schema));
  compiled.set(key, validate);
  return validate;
}

/** Later dialects the SDK's (draft-07) ajv has no meta-schema for; tools made with zod declare 2020-12. */
const LATER_DIALECT = /^https?:\/\/json-schema\.org\/draft\/(2019-09|2020-12)\/schema#?$/;

/**
 * Checks a 2019-09 / 2020-12 schema against the draft-07 meta-schema: its structure (types, required,
 * patterns...) is checked, and the newer keywords pass as unknown ones, as they did before the check.
 */
function forDraft07Engine(schema: object): object {
  const declared = (schema as { $schema?: unknown }).$schema;
  if (typeof declared !== 'string' || !LATER_DIALECT.test(declared)) return schema;
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  return rest;
}
