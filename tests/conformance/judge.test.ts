// The conformance run's verdict: every expected scenario must be reported with a verdict, nothing unlisted may
// appear, a known failure or warning stays known (and says so when it clears), and anything else fails the run.
import { describe, expect, it } from 'vitest';
import type { Expectation } from './expectedScenarios';
import { formatTable, judge, type Check } from './judge';

const ok: Check[] = [{ status: 'SUCCESS', name: 'connects' }];
const failing: Check[] = [{ status: 'FAILURE', name: 'calls', errorMessage: 'no tools/call seen' }];
const should: Check[] = [
  ...ok,
  { id: 'cimd', status: 'WARNING', name: 'cimd', description: 'SHOULD use a URL' },
];
const late: Check[] = [
  ...ok,
  {
    id: 'client-sse-retry-timing',
    status: 'WARNING',
    name: 'timing',
    errorMessage: 'reconnected 200 ms late',
  },
];
const expected: Record<string, Expectation> = {
  initialize: 'pass',
  'auth/basic-cimd': { warns: 'our document URL is not the suite one' },
  elicitation: { fails: 'not forwarded yet' },
};
const all = (overrides: Record<string, Check[]>) =>
  new Map(Object.entries({ initialize: ok, 'auth/basic-cimd': should, elicitation: failing, ...overrides }));
const problems = (results: Map<string, Check[]>) =>
  judge(expected, results)
    .filter((row) => row.problem)
    .map(({ scenario, outcome, note }) => ({ scenario, outcome, note }));

describe('judge', () => {
  it('accepts results that match the list, known failure and warning included', () => {
    expect(problems(all({}))).toEqual([]);
    expect(judge(expected, all({})).map((row) => [row.scenario, row.outcome, row.note])).toEqual([
      ['auth/basic-cimd', 'warn', 'expected: our document URL is not the suite one'],
      ['elicitation', 'fail', 'expected: not forwarded yet'],
      ['initialize', 'pass', ''],
    ]);
  });

  it('fails a scenario that is missing, or reported without any verdict', () => {
    const results = all({ initialize: [{ status: 'INFO', name: 'started' }] });
    results.delete('auth/basic-cimd');
    expect(problems(results)).toEqual([
      { scenario: 'auth/basic-cimd', outcome: 'missing', note: 'no result: it did not run' },
      { scenario: 'initialize', outcome: 'missing', note: 'no result: it did not run' },
    ]);
  });

  it('fails a scenario the list does not name, so the list stays true', () => {
    expect(problems(all({ 'auth/new-one': ok }))).toEqual([
      {
        scenario: 'auth/new-one',
        outcome: 'unlisted',
        note: 'not in tests/conformance/expectedScenarios.ts',
      },
    ]);
  });

  it('fails an unexpected failure or SHOULD warning, and a known one that cleared', () => {
    expect(problems(all({ initialize: failing, elicitation: ok, 'auth/basic-cimd': ok }))).toEqual([
      {
        scenario: 'auth/basic-cimd',
        outcome: 'pass',
        note: 'no longer warns; update the list (was: our document URL is not the suite one)',
      },
      {
        scenario: 'elicitation',
        outcome: 'pass',
        note: 'no longer fails; update the list (was: not forwarded yet)',
      },
      { scenario: 'initialize', outcome: 'fail', note: 'no tools/call seen' },
    ]);
    expect(problems(all({ initialize: should }))).toEqual([
      { scenario: 'initialize', outcome: 'warn', note: 'SHOULD use a URL' },
    ]);
  });

  it('passes a scenario whose only warning is advisory timing, and prints it', () => {
    const rows = judge(expected, all({ initialize: late }));
    expect(rows.find((row) => row.scenario === 'initialize')).toMatchObject({
      outcome: 'pass',
      warnings: 1,
      problem: false,
      note: 'reconnected 200 ms late',
    });
    expect(formatTable(rows).split('\n')).toContain(
      '✓ initialize       pass     1 ok, 0 failed, 1 warnings  reconnected 200 ms late',
    );
  });
});
