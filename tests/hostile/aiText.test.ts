// 100,000 AI texts through the parser, the page's call runner and the hub: no crash, and each call is
// ignored (incomplete), run once as written (a valid call of an allowed tool) or answered with a clear
// error result. 20,000 generated messages, each also seen at four points while it streams in.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiText } from './aiTextArbitraries';
import { expectSafe } from './expectSafe';
import { startPipeline } from './pipeline';
import type { Pipeline } from './pipeline';

const MESSAGES = 20_000;
const BATCHES = 4;
/** Where a streamed message is cut, as a share of its length; 1 is the finished message. */
const CUTS = [0.2, 0.4, 0.6, 0.8, 1];
const RUNS = MESSAGES * CUTS.length;
let pipeline: Pipeline;
const seen = { texts: 0, complete: 0, malformed: 0, incomplete: 0, executed: 0, errors: 0 };

beforeAll(async () => {
  pipeline = await startPipeline();
});
afterAll(async () => {
  await pipeline.close();
  console.log(`aiText fuzz: ${JSON.stringify(seen)}`);
});

describe('fuzzed AI text', () => {
  // Four batches with their own seeds keep each test under the per-test timeout and a failure reproducible.
  for (let batch = 0; batch < BATCHES; batch++) {
    it(`batch ${batch + 1}: ${RUNS / BATCHES} texts, no crash, each call answered once`, async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(aiText, async (message) => {
          for (const cut of CUTS) {
            const text = message.slice(0, Math.round(message.length * cut));
            const outcome = await pipeline.run(text, `${batch}-${n++}`);
            expectSafe(outcome, text);
            seen.texts++;
            for (const scan of outcome.scans) seen[scan.kind]++;
            seen.executed += outcome.executed.length;
            seen.errors += outcome.written.filter((r) => r.isError).length;
          }
        }),
        { numRuns: MESSAGES / BATCHES, seed: 20_260_000 + batch, endOnFailure: true },
      );
    }, 240_000);
  }

  it('covered every kind of outcome', () => {
    expect(seen.texts).toBe(RUNS);
    for (const kind of ['complete', 'malformed', 'incomplete', 'executed', 'errors'] as const)
      expect(seen[kind], kind).toBeGreaterThan(RUNS / 100);
  });
});
