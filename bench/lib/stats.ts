// Summaries of timing samples. Machines are noisy, so figures are medians and 95th percentiles, never means.
export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: samples.length ? Math.min(...samples) : Number.NaN,
    max: samples.length ? Math.max(...samples) : Number.NaN,
  };
}

export interface LoopLimits {
  /** At most this many iterations. */
  count: number;
  /** Stop early once this much time has passed (the sample count is then reported as is). */
  maxMs: number;
}

/** Runs `step` up to `count` times or until `maxMs` passed; returns each step's duration in ms. */
export async function timeLoop(limits: LoopLimits, step: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  const deadline = performance.now() + limits.maxMs;
  for (let i = 0; i < limits.count && performance.now() < deadline; i++) {
    const start = performance.now();
    await step(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Rounds to a readable precision for the table (the JSON keeps full values). */
export function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}
