// Builds the app and the page runtime into a temporary folder for an app origin on a free port, like the
// browser tests' setup: the origin is baked into the page runtime at build time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildEmbedResult } from '../../scripts/build-embed';
import { buildProduct, freePort } from '../../scripts/lib/buildProduct';

export { freePort };

export interface BenchBuild {
  distDir: string;
  appPort: number;
  appOrigin: string;
  embed: BuildEmbedResult;
  cleanup(): Promise<void>;
}

export async function buildApp(): Promise<BenchBuild> {
  const distDir = await mkdtemp(join(tmpdir(), 'mcp-bench-dist-'));
  const appPort = await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  try {
    const embed = await buildProduct({ appOrigin, outDir: distDir });
    return {
      distDir,
      appPort,
      appOrigin,
      embed,
      cleanup: () => rm(distDir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(distDir, { recursive: true, force: true });
    throw error;
  }
}
