// The one place that turns check results into terminal text. Details quote config values and a server's
// stderr, so every line is shown through visibleLines() (escapes instead of terminal control characters).
import { visible, visibleLines } from '../visibleText.js';
import type { CheckResult, CheckStatus } from './types.js';

const LABEL: Record<CheckStatus, string> = { pass: 'PASS', fail: 'FAIL', warn: 'WARN', skip: 'SKIP' };

export function formatResult(result: CheckResult): string {
  const [first = '', ...rest] = visibleLines(result.detail).split('\n');
  const lines = [
    `${LABEL[result.status]}  ${visible(result.title)}: ${first}`,
    ...rest.map((line) => `        | ${line}`),
  ];
  if (result.fix) lines.push(`      fix: ${visibleLines(result.fix)}`);
  return lines.join('\n');
}

export function formatSummary(results: readonly CheckResult[]): string {
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length;
  const failed = results.filter((r) => r.status === 'fail');
  const head = `${count('pass')} passed, ${failed.length} failed, ${count('warn')} warnings, ${count('skip')} skipped.`;
  return failed.length === 0
    ? `${head} The connector should reach the chat.`
    : `${head} Fix the failed steps first: ${visible(failed.map((r) => r.title).join('; '))}.`;
}
