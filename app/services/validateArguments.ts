// Checks a manual run's arguments before sending: coercion as the hub does it for chat calls
// (bridge/format/coerce), then a real JSON Schema validator (the SDK's ajv), with messages per field.
// The validator is loaded on first use so it stays out of the sidebar's first download.
import { coerceArguments } from '../../bridge/format/coerce';

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
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    return { compile: (schema: object) => ajv.compile(schema) as unknown as Validate };
  });
  return engine;
}

export async function validateArguments(
  schema: unknown,
  input: Record<string, unknown>,
): Promise<ArgumentCheck> {
  const coerced = coerceArguments(input, schema);
  const schemaObject = typeof schema === 'object' && schema !== null ? schema : {};
  let validate = compiled.get(schemaObject);
  try {
    if (!validate) {
      validate = (await loadEngine()).compile(schemaObject);
      compiled.set(schemaObject, validate);
    }
  } catch (error) {
    return { args: coerced.args, errors: { '': [`The tool's schema could not be read: ${String(error)}`] } };
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
