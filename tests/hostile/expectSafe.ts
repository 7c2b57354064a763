// The one rule every hostile text must satisfy, checked the same way for fuzzed and hand-written cases.
import { expect } from 'vitest';
import type { CallScan } from '../../bridge/format';
import { callKey } from '../../embed/runtime/dedup';
import type { ReadyScan } from '../../embed/runtime/observer';
import type { Outcome } from './pipeline';
import { isClearError, STALE } from './pipeline';

/** Tools that may run: the user's approval is always refused and `delete_everything` is turned off. */
const MAY_RUN = new Set(['read_file', 'search', 'echo']);

/**
 * The calls of one message the page runs, each once: a call written twice in the same message (same id and
 * content, the key of embed/runtime/dedup.ts) is one call.
 */
export function distinctCalls(scans: CallScan[], text: string): ReadyScan[] {
  const keys = new Set<string>();
  return scans.filter((scan): scan is ReadyScan => {
    if (scan.kind === 'incomplete') return false;
    const key =
      scan.kind === 'complete'
        ? callKey('', String(scan.call.callId), scan.call.name, scan.call.params)
        : `malformed|${String(scan.callId)}|${text.slice(scan.start, scan.end)}`;
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

const textArg = (args: Record<string, unknown>) => (typeof args['text'] === 'string' ? args['text'] : '');

/**
 * Each call of the newest answer (complete or malformed) gets exactly one result in the chat, parsed back
 * from the chat text (so no content forged an extra result); a malformed call gets an error; every result is
 * a run of an allowed tool with schema-valid arguments or a clear error; streaming and incomplete text run
 * nothing; no call is sent twice; nothing outside the newest answer (history, quotes, prose, edits of older
 * answers, re-mounts, a reload) is ever sent or run.
 */
export function expectSafe(outcome: Outcome, text: string): void {
  for (const scan of outcome.scans) {
    expect(scan.start).toBeGreaterThanOrEqual(0);
    if (scan.kind !== 'incomplete') expect(scan.end).toBeLessThanOrEqual(text.length);
  }
  expect(outcome.requestedWhileStreaming).toBe(0);
  const keys = outcome.requested.map((call) => call.key);
  expect(new Set(keys).size, 'a call was sent twice').toBe(keys.length);
  for (const call of outcome.requested) expect(textArg(call.args)).not.toContain(STALE);
  for (const { args } of outcome.executed) expect(textArg(args)).not.toContain(STALE);
  expect(outcome.writtenLater).toBe('');

  const calls = distinctCalls(outcome.scans, text);
  expect(outcome.written).toHaveLength(calls.length);
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
    if (calls[i]?.kind === 'malformed') expect(result.isError, 'a malformed call got no error').toBe(true);
  });
}
