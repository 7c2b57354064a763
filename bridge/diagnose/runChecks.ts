// Runs a checklist in order and reports each step as it is decided. A check that throws fails its own step; the
// next ones still run. The list may be a generator, so a step can depend on what the earlier ones found.
import type { Check, CheckResult } from './check';

/** One check's result: its verdict under its id and title, or a failure saying why it stopped. */
export async function runCheck<Context, Id extends string>(
  check: Check<Context, Id>,
  ctx: Context,
): Promise<CheckResult<Id>> {
  try {
    return { id: check.id, title: check.title, ...(await check.run(ctx)) };
  } catch (error) {
    const detail = `This check stopped: ${error instanceof Error ? error.message : String(error)}`;
    return { id: check.id, title: check.title, status: 'fail', detail };
  }
}

export async function runChecks<Context, Id extends string>(
  checks: Iterable<Check<Context, Id>> | AsyncIterable<Check<Context, Id>>,
  ctx: Context,
  onResult: (result: CheckResult<Id>) => void = () => undefined,
): Promise<CheckResult<Id>[]> {
  const results: CheckResult<Id>[] = [];
  for await (const check of checks) {
    const result = await runCheck(check, ctx);
    results.push(result);
    onResult(result);
  }
  return results;
}
