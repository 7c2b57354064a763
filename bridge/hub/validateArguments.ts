// The JSON Schema validator of every run (the SDK's ajv), with messages per field. It gets the arguments after
// coercion (argumentCheck.ts). ajv compiles schemas to code with `new Function`: the hub runs it in this thread
// by default, and the app, whose CSP forbids eval, passes the same function run in a worker
// (app/services/validateInWorker.ts). ajv loads on first use, so it stays out of the sidebar's first download.
// The schema is the server's and untrusted: its patterns are screened (bridge/format/safePatterns) and ajv
// checks it against the meta-schema before compiling, so a broken or hostile schema refuses the run with a reason.
import { assertSafePatterns } from '../format/safePatterns';
import type { ArgumentErrors } from './types';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

const compiled = new WeakMap<object, Validate>();
let engine: Promise<{ compile(schema: object): Validate }> | undefined;

/** Starts loading ajv, so the first call does not wait for it. */
export function loadValidator() {
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
  args: Record<string, unknown>,
  { screenPatterns = true }: ValidateOptions = {},
): Promise<ArgumentErrors> {
  const schemaObject = typeof schema === 'object' && schema !== null ? schema : {};
  let validate = compiled.get(schemaObject);
  try {
    if (!validate) {
      if (screenPatterns) assertSafePatterns(schemaObject);
      validate = (await loadValidator()).compile(schemaObject);
      compiled.set(schemaObject, validate);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { '': [`The tool's schema can't be checked, so it won't run: ${reason}`] };
  }
  const errors: ArgumentErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (!validate(args)) {
    for (const e of validate.errors ?? []) {
      if (e.keyword === 'required' && typeof e.params.missingProperty === 'string')
        add(`${e.instancePath}/${e.params.missingProperty}`, 'Required.');
      else if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string')
        add(e.instancePath, `Unknown property "${e.params.additionalProperty}".`);
      // The AI (and the user) must see what is allowed, which ajv's own message does not say.
      else if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues))
        add(e.instancePath, `Must be one of ${listValues(e.params.allowedValues)}.`);
      else if (e.keyword === 'const') add(e.instancePath, `Must be ${listValues([e.params.allowedValue])}.`);
      // A failed anyOf/oneOf repeats its branches' errors; the branch messages already say what is wrong.
      else if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if')
        add(e.instancePath, sentence(e.message ?? 'is invalid'));
      else if (!errors[e.instancePath]) add(e.instancePath, 'Matches none of the allowed variants.');
    }
  }
  return errors;
}

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

/** `"fast", "slow"`; a hostile schema's long list or values are cut, so the message stays readable. */
function listValues(values: unknown[]): string {
  const shown = values.slice(0, MAX_LISTED).map((value) => {
    const json = JSON.stringify(value) ?? String(value);
    return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS)}…` : json;
  });
  return values.length > MAX_LISTED ? `${shown.join(', ')}, … (${values.length} in all)` : shown.join(', ');
}
const MAX_LISTED = 20;
const MAX_VALUE_CHARS = 60;
