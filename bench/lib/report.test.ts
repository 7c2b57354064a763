import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeResults, readResults, row, type ResultsFile } from './report';

const file = (
  timestamp: string,
  rows: ResultsFile['rows'],
  figures: Record<string, unknown>,
): ResultsFile => ({
  timestamp,
  machine: { cpus: 2 },
  elapsedMs: 1,
  rows,
  figures,
  measuredAt: Object.fromEntries(Object.keys(figures).map((name) => [name, timestamp])),
});

describe('mergeResults (npm run bench -- --only)', () => {
  const full = file(
    'T1',
    [row('load', 'throughput', '600 calls/s'), row('bundle', 'embed.js', '59 KB', '≤ 60 KB', true)],
    { load: { median: 600 }, bundle: { bytes: 59 } },
  );

  it('replaces the re-measured benchmark in place and keeps every other figure with its time', () => {
    const only = file('T2', [row('load', 'throughput', '650 calls/s'), row('load', 'p95', '100 ms')], {
      load: { median: 650 },
    });
    const merged = mergeResults(full, only);
    expect(merged.rows.map((r) => `${r.benchmark} ${r.name} ${r.value}`)).toEqual([
      'load throughput 650 calls/s',
      'load p95 100 ms',
      'bundle embed.js 59 KB',
    ]);
    expect(merged.figures).toEqual({ load: { median: 650 }, bundle: { bytes: 59 } });
    expect(merged.measuredAt).toEqual({ load: 'T2', bundle: 'T1' });
    expect(merged.timestamp).toBe('T2');
  });

  it('appends a benchmark the earlier file did not have', () => {
    const only = file('T2', [row('tools tab', 'render', '45 ms')], { 'tools tab': { render: 45 } });
    expect(mergeResults(full, only).rows.map((r) => r.benchmark)).toEqual(['load', 'bundle', 'tools tab']);
  });
});

describe('readResults', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads a file written before measuredAt as measured at its one timestamp, and no file as none', async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-report-'));
    const path = join(dir, 'results.json');
    expect(await readResults(path)).toBeUndefined();
    await writeFile(path, JSON.stringify({ timestamp: 'T1', rows: [], figures: { load: {} } }));
    expect((await readResults(path))?.measuredAt).toEqual({ load: 'T1' });
    await writeFile(path, '{ not json');
    expect(await readResults(path)).toBeUndefined();
  });
});
