// The bench's output: one table row per figure, printed to the console and written to bench/results.json.
import { readFile, writeFile } from 'node:fs/promises';
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

/** What bench/results.json holds. */
export interface ResultsFile {
  /** When the file was last written, on which machine (facts at the end of that run). */
  timestamp: string;
  machine: Record<string, unknown>;
  elapsedMs: number;
  rows: Row[];
  figures: Record<string, unknown>;
  /** When each benchmark was measured: a run with `--only` merges its figures into an earlier run's file. */
  measuredAt: Record<string, string>;
}

export function resultsFile(
  results: Record<string, BenchResult>,
  rows: Row[],
  elapsedMs: number,
): ResultsFile {
  const timestamp = new Date().toISOString();
  const figures = Object.fromEntries(Object.entries(results).map(([name, result]) => [name, result.figures]));
  const measuredAt = Object.fromEntries(Object.keys(results).map((name) => [name, timestamp]));
  return { timestamp, machine: machineFacts(), elapsedMs, rows, figures, measuredAt };
}

/** `fresh` over `previous`: each benchmark measured again replaces its rows (in place) and figures; the rest stay. */
export function mergeResults(previous: ResultsFile, fresh: ResultsFile): ResultsFile {
  const remeasured = new Set([...fresh.rows.map((r) => r.benchmark), ...Object.keys(fresh.figures)]);
  const placed = new Set<string>();
  const rows = previous.rows.flatMap((r) => {
    if (!remeasured.has(r.benchmark)) return [r];
    if (placed.has(r.benchmark)) return [];
    placed.add(r.benchmark);
    return fresh.rows.filter((f) => f.benchmark === r.benchmark);
  });
  rows.push(...fresh.rows.filter((r) => !placed.has(r.benchmark)));
  return {
    ...fresh,
    rows,
    figures: { ...previous.figures, ...fresh.figures },
    measuredAt: { ...previous.measuredAt, ...fresh.measuredAt },
  };
}

/** The results file at `path`; undefined when there is none or it is not one (then it is written afresh). */
export async function readResults(path: string): Promise<ResultsFile | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const file = parsed as Partial<ResultsFile>;
  if (!Array.isArray(file.rows) || typeof file.figures !== 'object' || file.figures === null)
    return undefined;
  // Files from before measuredAt: every figure in them is from their one run.
  const measuredAt =
    file.measuredAt ??
    Object.fromEntries(Object.keys(file.figures).map((name) => [name, file.timestamp ?? '']));
  return { ...(file as ResultsFile), measuredAt };
}

export async function writeResults(path: string, results: ResultsFile): Promise<void> {
  // Formatted like the rest of the repository, so `prettier --check` stays clean after a run.
  const text = await format(JSON.stringify(results), { ...(await resolveConfig(path)), filepath: path });
  await writeFile(path, text);
}
