// The JSON Schema validator of every run (the SDK's ajv), with messages per field. It gets the arguments after
// coercion (check.ts). ajv compiles schemas to code with `new Function`: the hub runs it in this thread
// by default, and the app, whose CSP forbids eval, passes the same function run in a worker
// (validateInWorker.ts). ajv loads on first use, so it stays out of the sidebar's first download.
// The schema is the server's (or the page's) and untrusted: compile.ts screens its patterns and has ajv
// check it against the meta-schema first, so a broken or hostile schema refuses the run with a reason.
import { compileSchema, type CompileOptions, type Validate } from './compile';

export { loadValidator } from './compile';

/** What is wrong with a call's arguments: messages by JSON Pointer of the value ("" for the whole object). */
export type ArgumentErrors = Record<string, string[]>;

/**
 * Checks arguments, already coerced, against the tool's JSON Schema; resolves with no keys when they are valid.
 * Never rejects: a schema it can't check is an error under "". The app runs ajv in a worker (its CSP forbids eval).
 */
export type ArgumentValidator = (schema: unknown, args: Record<string, unknown>) => Promise<ArgumentErrors>;

export async function validateArguments(
  schema: unknown,
  args: Record<string, unknown>,
  options: CompileOptions = {},
): Promise<ArgumentErrors> {
  let validate: Validate;
  try {
    validate = await compileSchema(typeof schema === 'object' && schema !== null ? schema : {}, options);
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
