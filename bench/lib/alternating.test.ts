import { describe, expect, it } from 'vitest';
import { alternate, timeConcurrent } from './alternating';

describe('alternate', () => {
  it('runs one block per side each round, rotating which side goes first', async () => {
    const order: string[] = [];
    await alternate(['a', 'b', 'c'] as const, 4, async (side, round) => {
      order.push(`${round}${side}`);
    });
    expect(order).toEqual(['0a', '0b', '0c', '1b', '1c', '1a', '2c', '2a', '2b', '3a', '3b', '3c']);
  });
});

describe('timeConcurrent', () => {
  it('starts every call before the first one is answered, and times each', async () => {
    const answers: Array<() => void> = [];
    const round = timeConcurrent(5, () => new Promise<void>((resolve) => answers.push(resolve)));
    // All five are in flight at once: none has been answered, yet all have started.
    expect(answers).toHaveLength(5);
    for (const answer of answers) answer();
    const { latencies, wallMs } = await round;
    expect(latencies).toHaveLength(5);
    expect(latencies.every((ms) => ms >= 0 && ms <= wallMs)).toBe(true);
  });
});
