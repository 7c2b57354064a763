// Compares the suite's results with EXPECTED_SCENARIOS: one row per scenario for the printed table, and
// the problems that fail the run (an unexpected failure or warning, a missing or unlisted scenario, a stale
// entry in the list).
import type { Expectation } from './expectedScenarios';

export interface Check {
  id?: string;
  status: string;
  name: string;
  description?: string;
  errorMessage?: string;
}

export interface Row {
  scenario: string;
  outcome: 'pass' | 'warn' | 'fail' | 'missing' | 'unlisted';
  passed: number;
  failed: number;
  warnings: number;
  /** Why it failed or warned, the expected reason, or the suite's advisory notes. */
  note: string;
  /** This row fails the run. */
  problem: boolean;
}

/**
 * Warnings the suite itself calls acceptable: timing on a loaded machine ("reconnected slightly late (700ms
 * instead of 500ms). This is acceptable …"). Printed, never failed. Any other WARNING is a SHOULD not met.
 */
const ADVISORY_CHECKS = new Set(['client-sse-retry-timing']);

const notes = (checks: Check[]) => checks.map((c) => c.errorMessage ?? c.description ?? c.name).join('; ');

export function judge(expected: Readonly<Record<string, Expectation>>, results: Map<string, Check[]>): Row[] {
  const names = [...new Set([...Object.keys(expected), ...results.keys()])].sort();
  return names.map((scenario): Row => {
    const want = expected[scenario];
    const checks = results.get(scenario) ?? [];
    const failures = checks.filter((c) => c.status === 'FAILURE');
    const warnings = checks.filter((c) => c.status === 'WARNING');
    const shoulds = warnings.filter((c) => !ADVISORY_CHECKS.has(c.id ?? ''));
    const passed = checks.filter((c) => c.status === 'SUCCESS').length;
    const counts = { scenario, passed, failed: failures.length, warnings: warnings.length };
    const row = (outcome: Row['outcome'], note: string, problem: boolean): Row => ({
      ...counts,
      outcome,
      note,
      problem,
    });
    if (want === undefined) return row('unlisted', 'not in tests/conformance/expectedScenarios.ts', true);
    // No verdict at all (no check passed, failed or warned) is a scenario that did not really run.
    if (passed + failures.length + warnings.length === 0)
      return row('missing', 'no result: it did not run', true);
    if (failures.length > 0) {
      if (want !== 'pass' && 'fails' in want) return row('fail', `expected: ${want.fails}`, false);
      return row('fail', notes(failures), true);
    }
    if (want !== 'pass' && 'fails' in want)
      return row(
        shoulds.length ? 'warn' : 'pass',
        `no longer fails; update the list (was: ${want.fails})`,
        true,
      );
    if (shoulds.length === 0) {
      if (want !== 'pass') return row('pass', `no longer warns; update the list (was: ${want.warns})`, true);
      return row('pass', notes(warnings), false);
    }
    if (want === 'pass') return row('warn', notes(shoulds), true);
    return row('warn', `expected: ${want.warns}`, false);
  });
}

export function formatTable(rows: Row[]): string {
  const width = Math.max(...rows.map((r) => r.scenario.length));
  const lines = rows.map((r) => {
    const mark = r.problem ? '✗' : r.outcome === 'pass' ? '✓' : '~';
    const counts = `${r.passed} ok, ${r.failed} failed${r.warnings ? `, ${r.warnings} warnings` : ''}`;
    return `${mark} ${r.scenario.padEnd(width)}  ${r.outcome.padEnd(8)} ${counts}${r.note ? `  ${r.note}` : ''}`;
  });
  return lines.join('\n');
}
