import { describe, expect, it } from 'vitest';
import { processCpuMs } from './processCpu';

describe('processCpuMs', () => {
  it.runIf(process.platform === 'linux')('reads this process: a number that never goes down', () => {
    const before = processCpuMs(process.pid);
    const after = processCpuMs(process.pid);
    expect(before).toBeTypeOf('number');
    expect(after).toBeGreaterThanOrEqual(before ?? Number.POSITIVE_INFINITY);
  });

  it('answers undefined for a process that does not exist', () => {
    // Above the kernel's pid_max (at most 2^22), so no process has it.
    expect(processCpuMs(2 ** 23)).toBeUndefined();
  });
});
