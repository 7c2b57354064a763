// The one argument check of every run (chat call, manual run, Retry): coercion first, because an AI writes
// "5" for 5 and JSON as text, then the JSON Schema validator as the judge. The same arguments pass or fail
// the same way on every path, in the same words.
import { coerceArguments } from './coerce';
import { TOO_COMPLEX } from './walkBudget';
import type { ArgumentErrors, ArgumentValidator } from './validate';

export interface CheckedArguments {
  /** The arguments after coercion: what runs, and what the call card shows. */
  args: Record<string, unknown>;
  errors: ArgumentErrors;
}

export async function checkArguments(
  schema: unknown,
  input: Record<string, unknown>,
  validate: ArgumentValidator,
): Promise<CheckedArguments> {
  const coerced = coerceArguments(input, schema);
  // The validator would walk the same recursive unions without a bound: stop with the coercion's verdict.
  // Other coercion complaints are left to the validator, whose messages are per field.
  const tooComplex = coerced.errors.filter((error) => error.startsWith(TOO_COMPLEX));
  if (tooComplex.length > 0) return { args: coerced.args, errors: { '': tooComplex } };
  try {
    return { args: coerced.args, errors: await validate(schema, coerced.args) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { args: coerced.args, errors: { '': [`The arguments could not be checked: ${reason}`] } };
  }
}

export const hasErrors = (errors: ArgumentErrors): boolean => Object.keys(errors).length > 0;

/** One line per message, `point.x: Must be integer.`: what the chat reads and the form shows by its field. */
export function errorLines(errors: ArgumentErrors): string[] {
  return Object.entries(errors).flatMap(([pointer, messages]) =>
    messages.map((message) => (pointer === '' ? message : `${fieldPath(pointer)}: ${message}`)),
  );
}

/** "/point/x" -> "point.x", undoing JSON Pointer's escapes (~1 is "/", ~0 is "~"). */
function fieldPath(pointer: string): string {
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}
