// `npm run bench`: every performance figure of the product, measured side by side in one run. Prints a table
// (figure, value, target, pass/FAIL) and writes bench/results.json (`--only` merges into it). Servers run on
// 127.0.0.1 and are started and stopped here. FAIL rows are findings and keep exit code 0; a benchmark that
// could not run exits 1.
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundleSizes } from './bundleSizes';
import { runCallsPanel } from './callsPanel';
import { runConnectorOverhead } from './connectorOverhead';
import { runHostPage } from './hostPage';
import { runHubLoad } from './hubLoad';
import { runHubRoundTrip } from './hubRoundTrip';
import { runInstructionsSize } from './instructionsSize';
import { runSidebarReady } from './sidebarReady';
import { runTeachDerive } from './teachDerive';
import { runTeachOffCost } from './teachOffCost';
import { buildApp, type BenchBuild } from './lib/build';
import { startBenchStack, type BenchStack } from './lib/benchStack';
import {
  mergeResults,
  printTable,
  readResults,
  resultsFile,
  writeResults,
  type BenchResult,
  type Row,
} from './lib/report';
import { runToolsPanel } from './toolsPanel';

const RESULTS_PATH = join(dirname(fileURLToPath(import.meta.url)), 'results.json');
/** No single benchmark may hold the run longer than this. */
const BENCH_TIMEOUT_MS = 180_000;

/** The benchmarks that run on a fresh build of the app and the page runtime. */
const BUILT_BENCHMARKS = ['bundle', 'sidebar ready', 'round trip', 'host page', 'tools tab', 'calls tab'];

const results: Record<string, BenchResult> = {};
const rows: Row[] = [];
let failedToRun = false;
/** `npm run bench -- --only "round trip"` runs one benchmark, to re-measure it after a change. */
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function bench(name: string, work: () => Promise<BenchResult>): Promise<void> {
  if (only !== undefined && name !== only) return;
  const started = performance.now();
  process.stdout.write(`[bench] ${name}…`);
  try {
    const result = await withTimeout(work(), BENCH_TIMEOUT_MS, name);
    results[name] = { ...result, figures: { ...result.figures, elapsedMs: performance.now() - started } };
    rows.push(...result.rows);
    process.stdout.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    failedToRun = true;
    const message = error instanceof Error ? error.message : String(error);
    results[name] = { rows: [], figures: { error: message } };
    rows.push({
      benchmark: name,
      name: 'could not run',
      value: message.split('\n')[0]?.slice(0, 80) ?? '',
      target: '',
      verdict: 'error',
    });
    process.stdout.write(` error: ${message}\n`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  await bench('instructions', runInstructionsSize);
  await bench('connector', runConnectorOverhead);
  await bench('load', runHubLoad);
  await bench('teach', runTeachDerive);
  await bench('teach off cost', runTeachOffCost);

  let build: BenchBuild | undefined;
  let env: BenchStack | undefined;
  // `--only` on a benchmark that needs no build skips it (a minute of CPU that would also load the machine).
  if (only !== undefined && !BUILT_BENCHMARKS.includes(only)) return finish(started);
  try {
    process.stdout.write('[bench] building the app and the page runtime…\n');
    build = await buildApp();
    const built = build;
    await bench('bundle', () => runBundleSizes(built));
    env = await startBenchStack(built);
    const stack = env;
    await bench('sidebar ready', () => runSidebarReady(stack));
    await bench('round trip', () => runHubRoundTrip(stack));
    await bench('host page', () => runHostPage(stack));
    await bench('tools tab', () => runToolsPanel(stack));
    await bench('calls tab', () => runCallsPanel(stack));
  } catch (error) {
    failedToRun = true;
    const message = error instanceof Error ? error.message : String(error);
    rows.push({
      benchmark: 'setup',
      name: 'build or stack failed',
      value: message.split('\n')[0]?.slice(0, 80) ?? '',
      target: '',
      verdict: 'error',
    });
  } finally {
    await env?.stop().catch(() => undefined);
    await build?.cleanup().catch(() => undefined);
  }

  await finish(started);
}

async function finish(started: number): Promise<void> {
  const elapsed = performance.now() - started;
  console.log(`\n${printTable(rows)}\n`);
  // One benchmark measured again goes into the last full run's file, so the file keeps every figure.
  const fresh = resultsFile(results, rows, elapsed);
  const previous = only === undefined ? undefined : await readResults(RESULTS_PATH);
  await writeResults(RESULTS_PATH, previous ? mergeResults(previous, fresh) : fresh);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Total ${(elapsed / 1000).toFixed(0)} s on ${cpus().length} CPUs (load average ${load}). Figures in bench/results.json.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    failedToRun = true;
  })
  .finally(() => {
    // Child processes are stopped above; exit so a stuck handle cannot keep the run alive.
    process.exit(failedToRun ? 1 : 0);
  });
