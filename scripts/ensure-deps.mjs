// Installs what `npm start`, `npm test` and `npm run bench` need when it is missing, so a fresh clone
// works with one command. Plain Node (no dependencies), because it runs before node_modules exists.
// `--browser` also makes sure Debian's Chromium is there (the browser tests and benchmarks drive it).
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const stale = () =>
  !existsSync('node_modules/.package-lock.json') ||
  statSync('package-lock.json').mtimeMs > statSync('node_modules/.package-lock.json').mtimeMs;

if (stale()) {
  console.log('[setup] installing npm packages…');
  // Not `npm ci`: it refuses a lock file that lacks an optional, platform-only package the registry here
  // does not serve (vite's Windows-only helper), while `npm install` skips it as optional.
  run('npm install --no-audit --no-fund');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--browser') && !existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`[setup] Chromium is missing at ${chromium}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('[setup] installing Debian chromium…');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
