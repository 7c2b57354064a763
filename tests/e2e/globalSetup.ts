// Builds the app and the page runtime once for the browser tests, for an app origin on a free port.
// The origin is baked into the bookmarklet at build time, so each run gets its own build folder.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildProduct, freePort } from '../../scripts/lib/buildProduct';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const appPort = await freePort();
  const distDir = resolve(`.cache/e2e-dist-${process.pid}`);
  await buildProduct({ appOrigin: `http://127.0.0.1:${appPort}`, outDir: distDir });
  project.provide('appPort', appPort);
  project.provide('distDir', distDir);
  return () => rm(distDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    appPort: number;
    distDir: string;
  }
}
