// The one rule every hostile text must satisfy, checked the same way for fuzzed and hand-written cases.
import { expect } from 'vitest';
import type { Outcome } from './pipeline';
import { isClearError } from './pipeline';

/** Tools that may run: the user's approval is always refused and `delete_everything` is turned off. */
const MAY_RUN = new Set(['read_file', 'search', 'echo']);

/**
 * Each call the parser reports (complete or malformed) gets exactly one result in the chat, parsed back
 * from the chat text (so no content forged an extra result); every result is a run of an allowed tool
 * with schema-valid arguments or a clear error; incomplete text runs nothing.
 */
export function expectSafe(outcome: Outcome, text: string): void {
  const ready = outcome.scans.filter((scan) => scan.kind !== 'incomplete');
  for (const scan of outcome.scans) {
    expect(scan.start).toBeGreaterThanOrEqual(0);
    if (scan.kind !== 'incomplete') expect(scan.end).toBeLessThanOrEqual(text.length);
  }
  expect(outcome.written).toHaveLength(ready.length);
  const ok = outcome.written.filter((result) => !result.isError);
  expect(outcome.executed).toHaveLength(ok.length);
  for (const result of outcome.written) {
    if (result.isError) expect(isClearError(result), result.text).toBe(true);
  }
  for (const { name, args } of outcome.executed) {
    expect(MAY_RUN.has(name), name).toBe(true);
    if (name === 'read_file') expect(typeof args['path']).toBe('string');
    if (name === 'search') expect(Number.isInteger(args['count'])).toBe(true);
  }
  outcome.written.forEach((result, i) => {
    const scan = ready[i];
    if (scan?.kind === 'malformed') expect(result.isError).toBe(true);
  });
}
