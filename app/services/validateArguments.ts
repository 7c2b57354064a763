// Checks a manual run's arguments before sending: coercion as the hub does it for chat calls
// (bridge/format/coerce), then a real JSON Schema validator (the SDK's ajv), with messages per field.
// The validator is loaded on first use so it stays out of the sidebar's first download. The schema is
// the server's and untrusted: its patterns are screened (bridge/format/safePatterns) and ajv checks it
// against the meta-schema before compiling, so a broken or hostile schema refuses the run with a reason.
import { coerceArguments } from '../../bridge/format/coerce';
import { assertSafePatterns } from '../../bridge/format/safePatterns';
import { TOO_COMPLEX } from '../../bridge/format/walkBudget';

export interface ArgumentCheck {
  args: Record<string, unknown>;
  /** Messages by JSON Pointer of the value ("" for the whole object). Empty when valid. */
  errors: Record<string, string[]>;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

const compiled = new WeakMap<object, Validate>();
let engine: Promise<{ compile(schema: object): Validate }> | undefined;

function loadEngine() {
  engine ??= import('@modelcontextprotocol/client/validators/ajv').then(({ Ajv, addFormats }) => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: true });
    addFormats(ajv);
    return { compile: (schema: object) => ajv.compile(forDraft07Engine(schema)) as unknown as Validate };
  });
  return engine;
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

export interface ValidateOptions {
  /**
   * Refuse schemas whose patterns could backtrack without end. On by default; the worker turns it off,
   * since it is cut off by a timeout and the screen also flags some safe patterns (`([a-z0-9-]+\.)+`).
   */
  screenPatterns?: boolean;
}

export async function validateArguments(
  schema: unknown,
  input: Record<string, unknown>,
  { screenPatterns = true }: ValidateOptions = {},
): Promise<ArgumentCheck> {
  const coerced = coerceArguments(input, schema);
  // ajv would walk the same recursive unions without a bound: stop here with the coercion's verdict.
  const tooComplex = coerced.errors.filter((e) => e.startsWith(TOO_COMPLEX));
  if (tooComplex.length > 0) return { args: coerced.args, errors: { '': tooComplex } };
  const schemaObject = typeof schema === 'object' && schema !== null ? schema : {};
  let validate = compiled.get(schemaObject);
  try {
    if (!validate) {
      if (screenPatterns) assertSafePatterns(schemaObject);
      validate = (await loadEngine()).compile(schemaObject);
      compiled.set(schemaObject, validate);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      args: coerced.args,
      errors: { '': [`The tool's schema can't be checked, so it won't run: ${reason}`] },
    };
  }
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (!validate(coerced.args)) {
    for (const e of validate.errors ?? []) {
      if (e.keyword === 'required' && typeof e.params.missingProperty === 'string')
        add(`${e.instancePath}/${e.params.missingProperty}`, 'Required.');
      else if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string')
        add(e.instancePath, `Unknown property "${e.params.additionalProperty}".`);
      // A failed anyOf/oneOf repeats its branches' errors; the branch messages already say what is wrong.
      else if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if')
        add(e.instancePath, sentence(e.message ?? 'is invalid'));
      else if (!errors[e.instancePath]) add(e.instancePath, 'Matches none of the allowed variants.');
    }
  }
  return { args: coerced.args, errors };
}

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
