// Fuzzed AI answers through the whole page path (pipeline.ts: the chat page, the page runtime's observer,
// dedup, call runner and MCP client, the real hub): each answer streams into its own conversation, amid
// history, quotes, late renders, edits, re-mounts and reloads that must never run anything. Seeded, so a
// failure replays; the rule each case must keep is in expectSafe.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiText } from './aiTextArbitraries';
import { distinctCalls, expectSafe } from './expectSafe';
import { startPipeline } from './pipeline';
import type { Pipeline, Surroundings } from './pipeline';

const ANSWERS = 600;
const SEED = 20_260_010;

const surroundings: fc.Arbitrary<Surroundings> = fc.record({
  history: fc.boolean(),
  lateHistory: fc.boolean(),
  quoted: fc.boolean(),
  oldEdit: fc.boolean(),
  remount: fc.constantFrom('none', 'same', 'streaming'),
  // A reload restarts the runtime (a new handshake and settle): one case in ten.
  reload: fc.nat({ max: 9 }).map((n) => n === 0),
  chunks: fc.integer({ min: 1, max: 6 }),
});

let pipeline: Pipeline;
const seen = { answers: 0, complete: 0, malformed: 0, incomplete: 0, executed: 0, errors: 0, repeated: 0 };
const around = { history: 0, lateHistory: 0, quoted: 0, oldEdit: 0, remount: 0, reload: 0 };

beforeAll(async () => {
  pipeline = await startPipeline();
});
afterAll(async () => {
  await pipeline.close();
  console.log(`aiText fuzz: ${JSON.stringify({ ...seen, around })}`);
});

describe('fuzzed AI answers on a chat page', () => {
  it(`${ANSWERS} answers: each call answered once, malformed ones with an error, nothing else runs`, async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(aiText, surroundings, async (text, where) => {
        const outcome = await pipeline.run(text, `fuzz-${n++}`, where);
        expectSafe(outcome, text);
        seen.answers++;
        for (const scan of outcome.scans) seen[scan.kind]++;
        seen.repeated += outcome.scans.filter((s) => s.kind !== 'incomplete').length;
        seen.repeated -= distinctCalls(outcome.scans, text).length;
        seen.executed += outcome.executed.length;
        seen.errors += outcome.written.filter((r) => r.isError).length;
        for (const key of ['history', 'lateHistory', 'quoted', 'oldEdit', 'reload'] as const)
          if (where[key]) around[key]++;
        if (where.remount !== 'none') around.remount++;
      }),
      { numRuns: ANSWERS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);

  it('covered every kind of call and every surrounding', () => {
    expect(seen.answers).toBe(ANSWERS);
    for (const kind of ['complete', 'malformed', 'incomplete', 'executed', 'errors', 'repeated'] as const)
      expect(seen[kind], kind).toBeGreaterThan(ANSWERS / 100);
    for (const [kind, count] of Object.entries(around)) expect(count, kind).toBeGreaterThan(ANSWERS / 20);
  });
});
