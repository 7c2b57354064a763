// The hub's argument check with the worker's round trip taken off calls that pass. The worker's ajv
// (validateInWorker.ts) decides every call it sees. Once it has passed a call of a schema, later calls of that
// schema are checked here first, with the SDK's browser validator (@cfworker/json-schema, no eval, so the CSP
// allows it) where the pattern screen lets it run on this thread. What it passes goes on at once; what it
// refuses goes to the worker, whose messages the form and the AI get. The round trip to the worker was the
// largest step of the hub's own work on a call (the round-trip bench's profile).
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/client';
import { DefaultJsonSchemaValidator } from '@modelcontextprotocol/client/_shims';
import { unsafeSchemaReason } from '../../bridge/schema/safePatterns';
import type { ArgumentValidator } from '../../bridge/schema/validate';

type Check = JsonSchemaValidator<unknown> | 'worker only';

export function vouchedArguments(
  worker: ArgumentValidator,
  local: jsonSchemaValidator = new DefaultJsonSchemaValidator(),
): ArgumentValidator {
  // By schema object: the hub hands the same one for every call of a tool until its server lists tools again.
  const vouched = new WeakMap<object, Check>();
  return async (schema, args) => {
    const key = typeof schema === 'object' && schema !== null ? schema : undefined;
    const check = key && vouched.get(key);
    if (typeof check === 'function' && passes(check, args)) return {};
    const errors = await worker(schema, args);
    if (key && check === undefined && Object.keys(errors).length === 0)
      vouched.set(key, localCheck(local, key));
    return errors;
  };
}

/** A local check for a schema the worker has passed, or 'worker only' where this thread must not run it. */
function localCheck(local: jsonSchemaValidator, schema: object): Check {
  // A pattern the screen doubts could backtrack for seconds here; the worker is cut off by its timeout.
  if (unsafeSchemaReason(schema) !== undefined) return 'worker only';
  try {
    return local.getValidator(schema as JsonSchemaType);
  } catch {
    return 'worker only'; // a dialect the local validator does not take
  }
}

function passes(check: JsonSchemaValidator<unknown>, args: Record<string, unknown>): boolean {
  try {
    return check(args).valid;
  } catch {
    return false;
  }
}
