// Side-by-side measurement of several ways to make the same call: the sides take turns block by block, so
// all of them see the same machine load, and each round rotates their order so none always runs first (on
// a machine still busy with the previous block) or last.

/** Runs `rounds` rounds of one block per side, in an order rotated every round. */
export async function alternate<K extends string>(
  sides: readonly K[],
  rounds: number,
  runBlock: (side: K, round: number) => Promise<void>,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < sides.length; i++) {
      const side = sides[(round + i) % sides.length];
      if (side !== undefined) await runBlock(side, round);
    }
  }
}

export interface ConcurrentRound {
  /** Each call's own latency, from its start (all start together) to its answer, in ms. */
  latencies: number[];
  /** From the first start to the last answer, in ms. */
  wallMs: number;
}

/** Starts `inFlight` calls at once and times each of them and the whole round. */
export async function timeConcurrent(
  inFlight: number,
  call: () => Promise<unknown>,
): Promise<ConcurrentRound> {
  const start = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: inFlight }, async () => {
      const callStart = performance.now();
      await call();
      return performance.now() - callStart;
    }),
  );
  return { latencies, wallMs: performance.now() - start };
}
