import { defineConfig } from 'vitest/config';

// The test tiers, fastest first (CONTRIBUTING.md says when to run which):
// - unit: plain TypeScript in Node, no DOM, no server, no process;
// - dom: components and page code in jsdom (`*.test.tsx`, `*.dom.test.ts`);
// - integration: real MCP servers, HTTP servers and child processes (`*.integration.test.ts(x)`);
// - browser: the whole product in Chromium and Firefox (tests/e2e, its own config: vitest.e2e.config.ts).
const ROOTS = '{app,bridge,embed,connector,demo,scripts,bench,tests/unit,tests/hostile,tests/conformance}';
const INTEGRATION = `${ROOTS}/**/*.integration.test.{ts,tsx}`;
const DOM = [`${ROOTS}/**/*.test.tsx`, `${ROOTS}/**/*.dom.test.ts`];
const DOM_SETUP = 'tests/setup/dom.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${ROOTS}/**/*.test.ts`],
          exclude: [INTEGRATION, ...DOM],
          environment: 'node',
          // Pure code holds no global state worth a fresh module graph per file, and sharing one cuts the
          // tier's CPU time by about three quarters. A test that needs a fake module passes it in (no vi.mock).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM,
          exclude: [INTEGRATION],
          environment: 'jsdom',
          setupFiles: [DOM_SETUP],
        },
      },
      {
        extends: true,
        // Node by default; a file that also renders says `@vitest-environment jsdom` at its top.
        test: { name: 'integration', include: [INTEGRATION], environment: 'node', setupFiles: [DOM_SETUP] },
      },
    ],
  },
});
