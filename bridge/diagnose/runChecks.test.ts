// The runner both diagnoses use: results in order as each is decided, a throwing check failing only its own
// step, and a lazily built list whose later steps see what the earlier ones found.
import { describe, expect, it } from 'vitest';
import type { Check, CheckResult } from './check';
import { runCheck, runChecks } from './runChecks';

interface Ctx {
  seen: string[];
  found?: string;
}

const passing = (id: string): Check<Ctx> => ({
  id,
  title: `Step ${id}`,
  run: (ctx) => {
    ctx.seen.push(id);
    return { status: 'pass', detail: `${id} ran` };
  },
});

describe('runChecks', () => {
  it('reports each result in order, as it is decided, under its id and title', async () => {
    const ctx: Ctx = { seen: [] };
    const reported: Array<{ id: string; seenSoFar: string[] }> = [];
    const results = await runChecks([passing('a'), passing('b')], ctx, (result) =>
      reported.push({ id: result.id, seenSoFar: [...ctx.seen] }),
    );
    expect(results).toEqual([
      { id: 'a', title: 'Step a', status: 'pass', detail: 'a ran' },
      { id: 'b', title: 'Step b', status: 'pass', detail: 'b ran' },
    ]);
    expect(reported).toEqual([
      { id: 'a', seenSoFar: ['a'] },
      { id: 'b', seenSoFar: ['a', 'b'] },
    ]);
  });

  it('fails a check that throws, with why it stopped, and still runs the next ones', async () => {
    const broken: Check<Ctx> = {
      id: 'broken',
      title: 'Broken',
      run: async () => {
        throw new Error('socket hang up');
      },
    };
    const results = await runChecks([broken, passing('after')], { seen: [] });
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['broken', 'fail'],
      ['after', 'pass'],
    ]);
    expect(results[0]?.detail).toBe('This check stopped: socket hang up');
    expect(results[0]?.fix).toBeUndefined();
  });

  it('takes a generator, so a later step can depend on what an earlier one found', async () => {
    const finder: Check<Ctx> = {
      id: 'find',
      title: 'Find',
      run: (ctx) => {
        ctx.found = 'target';
        return { status: 'pass', detail: 'found it' };
      },
    };
    async function* steps(ctx: Ctx): AsyncGenerator<Check<Ctx>> {
      yield finder;
      if (ctx.found) yield passing(ctx.found);
    }
    const ctx: Ctx = { seen: [] };
    const results: CheckResult[] = await runChecks(steps(ctx), ctx);
    expect(results.map((r) => r.id)).toEqual(['find', 'target']);
  });

  it('runs one check alone the same way', async () => {
    expect(await runCheck(passing('solo'), { seen: [] })).toEqual({
      id: 'solo',
      title: 'Step solo',
      status: 'pass',
      detail: 'solo ran',
    });
  });
});
