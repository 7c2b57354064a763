// The bench's output: one table row per figure, printed to the console and written to bench/results.json.
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';

export type Verdict = 'pass' | 'FAIL' | 'info' | 'error';

export interface Row {
  benchmark: string;
  name: string;
  /** Shown as is in the table. */
  value: string;
  target: string;
  verdict: Verdict;
}

export interface BenchResult {
  rows: Row[];
  /** Every figure of the benchmark, full precision, for results.json. */
  figures: Record<string, unknown>;
}

export function row(benchmark: string, name: string, value: string, target = '', pass?: boolean): Row {
  return { benchmark, name, value, target, verdict: pass === undefined ? 'info' : pass ? 'pass' : 'FAIL' };
}

export function printTable(rows: Row[]): string {
  const header: Row = {
    benchmark: 'bench',
    name: 'figure',
    value: 'value',
    target: 'target',
    verdict: 'info',
  };
  const cells = (r: Row) => [r.benchmark, r.name, r.value, r.target, r === header ? 'result' : r.verdict];
  const all = [header, ...rows];
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...all.map((r) => cells(r)[i]?.length ?? 0)));
  const line = (r: Row) =>
    cells(r)
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function machineFacts(): Record<string, unknown> {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    // Other work on the machine skews every figure; the 1/5/15-minute load averages at the end of the run say how much.
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export async function writeResults(
  path: string,
  results: Record<string, BenchResult>,
  rows: Row[],
  elapsedMs: number,
): Promise<void> {
  const figures = Object.fromEntries(Object.entries(results).map(([name, result]) => [name, result.figures]));
  const json = { timestamp: new Date().toISOString(), machine: machineFacts(), elapsedMs, rows, figures };
  // Formatted like the rest of the repository, so `prettier --check` stays clean after a run.
  const text = await format(JSON.stringify(json), { ...(await resolveConfig(path)), filepath: path });
  await writeFile(path, text);
}
