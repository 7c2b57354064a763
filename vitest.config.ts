import { defineConfig } from 'vitest/config';

// Unit and integration tests that need no browser. Browser tests live in tests/e2e (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: [
      '{app,bridge,embed,connector,demo,scripts,bench}/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/hostile/**/*.test.ts',
      'tests/conformance/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
