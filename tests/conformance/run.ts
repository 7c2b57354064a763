// Runs the official MCP client conformance suite against tests/conformance/driver.ts (the sidebar's
// ConnectionManager, OAuth provider and sign-in), prints a table of every scenario and fails unless the
// results match expectedScenarios.ts exactly. The suite needs Node 22, so Node 22 comes from npm into
// .cache/conformance; the project and the driver keep the machine's Node.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { EXPECTED_SCENARIOS } from './expectedScenarios';
import { formatTable, judge, type Check, type Row } from './judge';

const ROOT = resolve(import.meta.dirname, '../..');
const PREFIX = join(ROOT, '.cache/conformance');
const PACKAGES = ['node@22.23.3', '@modelcontextprotocol/conformance@0.1.16'];
// Suite `core` holds the 14 auth/* scenarios as well (suite `auth` is a subset of it): each runs once.
const SUITE = 'core';
const NODE22 = join(PREFIX, 'node_modules/.bin/node');
const SUITE_CLI = join(PREFIX, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const RESULTS = join(PREFIX, 'results');

function install(): void {
  if (existsSync(NODE22) && existsSync(SUITE_CLI)) return;
  console.log(`Installing ${PACKAGES.join(' and ')} into .cache/conformance ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--no-audit', '--no-fund', '--prefix', PREFIX, ...PACKAGES];
  const done = spawnSync(npm, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (done.status !== 0) throw new Error('could not install the conformance suite');
}

/** Scenario name -> its checks, read from the suite's result folders (`<scenario>-<timestamp>`). */
function readResults(dir: string): Map<string, Check[]> {
  const results = new Map<string, Check[]>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (!statSync(path).isDirectory()) continue;
      const checksFile = join(path, 'checks.json');
      if (!existsSync(checksFile)) walk(path);
      else {
        const scenario = relative(dir, path)
          .replace(/\\/g, '/')
          .replace(/-\d{4}-\d\d-\d\dT[\d-]+Z$/, '');
        results.set(scenario, JSON.parse(readFileSync(checksFile, 'utf8')) as Check[]);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return results;
}

function runSuite(): Map<string, Check[]> {
  rmSync(RESULTS, { recursive: true, force: true });
  // The suite splits --command on spaces and runs it through a shell, with the server URL appended.
  const driver = [process.execPath, 'node_modules/tsx/dist/cli.mjs', 'tests/conformance/driver.ts'];
  if (driver.some((part) => /\s/.test(part))) throw new Error('the suite cannot run a path with spaces');
  const args = [SUITE_CLI, 'client', '--command', driver.join(' '), '--suite', SUITE, '-o', RESULTS];
  const run = spawnSync(NODE22, args, { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
  if (run.error) throw run.error;
  const results = readResults(RESULTS);
  console.log(`suite ${SUITE}: ${results.size} scenarios reported`);
  // Without results the table can only say "missing"; the suite's own words say why.
  if (results.size === 0) console.error(run.stdout, run.stderr);
  return results;
}

function main(): number {
  const started = Date.now();
  install();
  const rows = judge(EXPECTED_SCENARIOS, runSuite());
  const count = (outcome: Row['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  const problems = rows.filter((row) => row.problem);
  const summary = `${count('pass')} pass, ${count('warn')} pass with a SHOULD warning, ${count('fail')} fail`;
  console.log(`\nConformance, ${rows.length} client scenarios: ${summary}\n${formatTable(rows)}`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (problems.length === 0) return 0;
  console.error(`\n${problems.length} scenario(s) differ from tests/conformance/expectedScenarios.ts:`);
  for (const row of problems) console.error(`  ${row.scenario} (${row.outcome}): ${row.note}`);
  return 1;
}

process.exit(main());
