// Installs what `npm start`, `npm test` and `npm run bench` need when it is missing, so a fresh clone
// works with one command. Plain Node (no dependencies), because it runs before node_modules exists.
// `--browser` also makes sure Debian's Chromium and Firefox ESR are there (the browser tests drive both).
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

// The browser tests drive Debian's Chromium (Playwright) and Debian's Firefox ESR (puppeteer over WebDriver
// BiDi); a path set in CHROMIUM_PATH / FIREFOX_PATH is used as it is. Both missing ones go in one apt-get.
const browsers = [
  { name: 'Chromium', path: process.env.CHROMIUM_PATH, fallback: '/usr/bin/chromium', apt: 'chromium' },
  { name: 'Firefox', path: process.env.FIREFOX_PATH, fallback: '/usr/bin/firefox-esr', apt: 'firefox-esr' },
];
const missing = process.argv.includes('--browser')
  ? browsers.filter((browser) => !existsSync(browser.path ?? browser.fallback))
  : [];
if (missing.length) {
  const custom = missing.filter((browser) => browser.path);
  if (custom.length) {
    const names = custom.map((b) => `${b.name} at ${b.path}`).join(', ');
    console.error(`[setup] Not found: ${names}. Fix CHROMIUM_PATH / FIREFOX_PATH, or unset them.`);
    process.exit(1);
  }
  const packages = missing.map((browser) => browser.apt).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `[setup] Missing ${missing.map((b) => b.name).join(' and ')}. Install: sudo apt-get install -y ${packages}`,
    );
    process.exit(1);
  }
  console.log(`[setup] installing Debian ${packages}…`);
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`);
}
