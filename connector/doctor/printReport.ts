// The one place that turns check results into terminal text. Details quote config values and a server's
// stderr, so every line is shown through showInvisible() (escapes instead of terminal control characters).
import { oneLine, showInvisible } from '../../bridge/protocol/visibleText.js';
import type { CheckResult, CheckStatus } from '../../bridge/diagnose/check.js';
import { STATUS_LABEL } from '../../bridge/diagnose/statusLabel.js';

export function formatResult(result: CheckResult): string {
  const [first = '', ...rest] = showInvisible(result.detail).split('\n');
  const lines = [
    `${STATUS_LABEL[result.status]}  ${oneLine(result.title)}: ${first}`,
    ...rest.map((line) => `        | ${line}`),
  ];
  if (result.fix) lines.push(`      fix: ${showInvisible(result.fix)}`);
  return lines.join('\n');
}

export function formatSummary(results: readonly CheckResult[]): string {
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length;
  const failed = results.filter((r) => r.status === 'fail');
  const head = `${count('pass')} passed, ${failed.length} failed, ${count('warn')} warnings, ${count('skip')} skipped.`;
  return failed.length === 0
    ? `${head} The connector should reach the chat.`
    : `${head} Fix the failed steps first: ${oneLine(failed.map((r) => r.title).join('; '))}.`;
}
