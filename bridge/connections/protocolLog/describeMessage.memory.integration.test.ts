// The 8 KB cap must bound memory, not just the text shown: a clipped entry may not keep the huge message
// (or its JSON) alive. Measured in a child `node --expose-gc`, where a full GC before and after is certain.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./test/retainedHeap.ts', import.meta.url));

describe('protocol log memory', () => {
  it('keeps about the cap per entry after GC, however large the messages were', () => {
    // 40 messages of 5 MB, each logged as traffic and as a server log line: 80 entries of ≤ 8 KB text.
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, '40', '5'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const { retainedBytes, entries } = JSON.parse(out.trim().split('\n').pop()!) as {
      retainedBytes: number;
      entries: number;
    };
    expect(entries).toBe(80);
    // 80 entries of ≤ 8 KB text: measured 0.7 MB. Keeping the messages (a slice of their JSON) was 419 MB.
    expect(retainedBytes).toBeLessThan(4 * 1024 * 1024);
  }, 90_000);
});
