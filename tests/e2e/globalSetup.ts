// Builds the app and the page runtime once for the browser tests, for an app origin on a free port.
// The origin is baked into the bookmarklet at build time, so the tests get their own build.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildEmbed } from '../../scripts/build-embed';

export const E2E_DIST = resolve('.cache/e2e-dist');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export default async function setup(project: TestProject): Promise<void> {
  const appPort = await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', E2E_DIST, '--emptyOutDir'],
    {
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would give the browser tests React's development build.
      env: { ...process.env, APP_ORIGIN: appOrigin, NODE_ENV: 'production' },
    },
  );
  await buildEmbed({ appOrigin, outDir: E2E_DIST });
  project.provide('appPort', appPort);
  project.provide('distDir', E2E_DIST);
}

declare module 'vitest' {
  export interface ProvidedContext {
    appPort: number;
    distDir: string;
  }
}
