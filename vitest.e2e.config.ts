import { defineConfig } from 'vitest/config';

// Browser tests: Playwright drives Debian's Chromium, and puppeteer Debian's Firefox ESR (tests/e2e/firefox),
// against servers the tests start on 127.0.0.1; one build (globalSetup) serves both.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/globalSetup.ts'],
  },
});
