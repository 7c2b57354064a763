import { describe, expect, it } from 'vitest';
import { planStream, streamReply } from './stream';

const TEXT = 'Sure, I will list the files.\n\n```jsonl\n{"a": 1}\n```';

describe('planStream', () => {
  it('splits the text into small chunks with 20-40 ms delays', () => {
    const steps = planStream(TEXT, 7);
    expect(steps.map((s) => s.chunk).join('')).toBe(TEXT);
    expect(steps.length).toBeGreaterThan(TEXT.length / 6);
    for (const step of steps) {
      expect(step.chunk.length).toBeGreaterThanOrEqual(1);
      expect(step.chunk.length).toBeLessThanOrEqual(6);
      expect(step.delayMs).toBeGreaterThanOrEqual(20);
      expect(step.delayMs).toBeLessThanOrEqual(40);
    }
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(planStream(TEXT, 3)).toEqual(planStream(TEXT, 3));
    expect(planStream(TEXT, 3)).not.toEqual(planStream(TEXT, 4));
  });
});

/** A manual clock: runs scheduled callbacks in order of due time. */
function manualScheduler() {
  const queue: { at: number; fn: () => void }[] = [];
  let now = 0;
  return {
    schedule: (fn: () => void, ms: number) => void queue.push({ at: now + ms, fn }),
    runAll() {
      while (queue.length > 0) {
        queue.sort((a, b) => a.at - b.at);
        const next = queue.shift()!;
        now = next.at;
        next.fn();
      }
      return now;
    },
  };
}

describe('streamReply', () => {
  it('reports growing text, then done once with the whole text', () => {
    const clock = manualScheduler();
    const seen: string[] = [];
    const done: string[] = [];
    streamReply(
      TEXT,
      { onChunk: (t) => seen.push(t), onDone: (t) => done.push(t) },
      { seed: 1, schedule: clock.schedule, startDelayMs: 300 },
    );
    expect(seen).toEqual([]);
    const elapsed = clock.runAll();
    expect(seen.at(-1)).toBe(TEXT);
    seen.forEach((t, i) => i > 0 && expect(t.startsWith(seen[i - 1] ?? '')).toBe(true));
    expect(done).toEqual([TEXT]);
    expect(elapsed).toBeGreaterThan(300 + seen.length * 20 - 1);
  });

  it('stops early and finishes with the text so far', () => {
    const clock = manualScheduler();
    const done: string[] = [];
    const stop = streamReply(
      TEXT,
      { onChunk: () => undefined, onDone: (t) => done.push(t) },
      { seed: 1, schedule: clock.schedule },
    );
    stop();
    clock.runAll();
    expect(done).toEqual(['']);
  });
});
