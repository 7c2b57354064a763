// What a form question's Accept sends: the form's values (starting from the schema's defaults, as
// SEP-1034 asks of clients), coerced and checked against the server's schema by the same check as a tool
// form's (bridge/schema/check.ts). The card and the conformance driver both answer through here.
import type { ElicitResult } from '@modelcontextprotocol/client';
import { checkArguments, hasErrors } from '../../../bridge/schema/check';
import type { ArgumentErrors, ArgumentValidator } from '../../../bridge/schema/validate';
import { initialValue } from '../../../bridge/schema/initialValue';

/** The form as it opens: every field with a default holds it, required ones start empty. */
export function startingValues(schema: unknown): Record<string, unknown> {
  const start = initialValue(schema, schema);
  return typeof start === 'object' && start !== null && !Array.isArray(start)
    ? (start as Record<string, unknown>)
    : {};
}

/** The accept answer, or the errors by field that keep the form open. */
export async function acceptAnswer(
  schema: unknown,
  values: Record<string, unknown>,
  validate: ArgumentValidator,
): Promise<{ answer: ElicitResult } | { errors: ArgumentErrors }> {
  const checked = await checkArguments(schema, values, validate);
  if (hasErrors(checked.errors)) return { errors: checked.errors };
  return { answer: { action: 'accept', content: checked.args as ElicitContent } };
}

type ElicitContent = NonNullable<ElicitResult['content']>;
