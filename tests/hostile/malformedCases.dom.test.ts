// The 200 hand-written cases (40 seeds × 5 layouts) through the same page path as the fuzzed ones
// (pipeline.ts), each with its own expectation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSafe } from './expectSafe';
import { MALFORMED_CASES } from './malformedCases';
import { startPipeline } from './pipeline';
import type { Pipeline } from './pipeline';

let pipeline: Pipeline;
beforeAll(async () => {
  pipeline = await startPipeline();
});
afterAll(async () => {
  await pipeline.close();
});

describe('hand-written malformed and hostile calls', () => {
  it('has 200 cases', () => {
    expect(MALFORMED_CASES).toHaveLength(200);
  });

  it.each(MALFORMED_CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const outcome = await pipeline.run(c.text, `case-${i}`);
    expectSafe(outcome, c.text);
    const errors = outcome.written.filter((result) => result.isError);
    switch (c.expect.kind) {
      case 'runs':
        expect(outcome.executed).toEqual(c.expect.calls);
        if (c.expect.alsoError) {
          expect(errors).toHaveLength(1);
          expect(errors[0]?.text).toMatch(c.expect.alsoError);
        } else expect(errors).toEqual([]);
        break;
      case 'error':
        expect(outcome.executed).toEqual([]);
        expect(outcome.written.length).toBeGreaterThan(0);
        for (const result of errors) expect(result.text).toMatch(c.expect.pattern);
        expect(errors).toHaveLength(outcome.written.length);
        break;
      case 'ignored':
        expect(outcome.written).toEqual([]);
        expect(outcome.executed).toEqual([]);
        break;
      case 'not-run':
        expect(outcome.executed).toEqual([]);
        break;
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
