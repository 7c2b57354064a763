// Builds the connector as its own npm package (connector/package.json): one ESM file, dist/cli.js, holding the
// connector and the bridge/protocol code it uses, with the npm packages left as imports that npm installs from
// the package's dependencies. The app origin is baked in as the connector's default allowed origin and pairing
// link origin, so each deployment's package needs no --allow-origin.
//   tsx scripts/build-connector.ts          connector/dist/cli.js, to run or inspect from the repo
//   tsx scripts/build-connector.ts --pack   $OUT_DIR/connector.tgz (default dist/), the tarball the app serves,
//                                           and connector.json beside it: the tarball's hash, for the command
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import {
  CONNECTOR_MANIFEST,
  CONNECTOR_TARBALL,
  connectorPackageCommand,
  type ConnectorManifest,
} from '../bridge/protocol/connectorPackage';
import { DEFAULT_APP_ORIGIN, assertHttpOrigin } from './build-embed';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CONNECTOR_DIR = join(ROOT, 'connector');
/** The package's bin, relative to its folder (connector/package.json's `bin`). */
export const CONNECTOR_BIN = 'dist/cli.js';

/** Writes the connector's single-file bundle for `appOrigin` to `outFile`. */
export async function bundleConnector({ appOrigin, outFile }: { appOrigin: string; outFile: string }) {
  assertHttpOrigin(appOrigin);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [join(CONNECTOR_DIR, 'cli', 'cli.ts')],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Every npm package stays an import: the package test then fails on one missing from its dependencies.
    packages: 'external',
    banner: { js: '#!/usr/bin/env node' },
    define: { __CONNECTOR_APP_ORIGIN__: JSON.stringify(appOrigin) },
    // Folds the define's `typeof` test away; names and whitespace stay, so a stack trace stays readable.
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** 12 hex digits of the tarball's SHA-256: npm pack writes fixed dates, so equal contents give equal hashes. */
export function tarballVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/**
 * Packs the connector for `appOrigin` into the npm tarball `outFile`, and writes its content hash to
 * connector.json beside it (the Install tab puts it in the command, see connectorPackageCommand). It is
 * assembled in a folder of its own, so builds for other origins running at the same time (tests,
 * `npm start`) never mix their bundles.
 */
export async function packConnector({
  appOrigin,
  outFile,
}: {
  appOrigin: string;
  outFile: string;
}): Promise<{ tarball: string; bytes: number; version: string }> {
  const staging = await mkdtemp(join(tmpdir(), 'connector-pack-'));
  try {
    await bundleConnector({ appOrigin, outFile: join(staging, CONNECTOR_BIN) });
    await copyFile(join(CONNECTOR_DIR, 'package.json'), join(staging, 'package.json'));
    await copyFile(join(CONNECTOR_DIR, 'README.md'), join(staging, 'README.md'));
    const { stdout } = await promisify(execFile)(
      'npm',
      ['pack', staging, '--json', '--ignore-scripts', '--pack-destination', staging],
      { cwd: staging },
    );
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    if (!packed) throw new Error(`npm pack reported no tarball: ${stdout}`);
    await mkdir(dirname(outFile), { recursive: true });
    await rename(join(staging, packed.filename), outFile);
    const contents = await readFile(outFile);
    const manifest: ConnectorManifest = { version: tarballVersion(contents) };
    await writeFile(join(dirname(outFile), CONNECTOR_MANIFEST), `${JSON.stringify(manifest)}\n`);
    return { tarball: outFile, bytes: contents.length, version: manifest.version };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const appOrigin = process.env.APP_ORIGIN ?? DEFAULT_APP_ORIGIN;
  if (process.argv.includes('--pack')) {
    const outFile = resolve(process.env.OUT_DIR ?? 'dist', CONNECTOR_TARBALL);
    const { bytes, version } = await packConnector({ appOrigin, outFile });
    console.log(
      `${CONNECTOR_TARBALL}    ${(bytes / 1024).toFixed(1)} KB: ${connectorPackageCommand(appOrigin, { version })}`,
    );
  } else {
    const outFile = join(CONNECTOR_DIR, CONNECTOR_BIN);
    await bundleConnector({ appOrigin, outFile });
    console.log(`${outFile} for ${appOrigin}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
