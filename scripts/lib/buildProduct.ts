// Builds the app (vite), the page runtime (embed.js, bookmarklet) and the connector package (connector.tgz)
// for one app origin; freePort (freePort.ts) is re-exported for its callers. Browser tests, screenshots
// and benchmarks build their own copy because the origin is baked in.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CONNECTOR_TARBALL } from '../../bridge/protocol/connectorPackage';
import { packConnector } from '../build-connector';
import { buildEmbed, type BuildEmbedResult } from '../build-embed';

export { freePort } from './freePort';

export async function buildProduct(options: {
  appOrigin: string;
  outDir: string;
}): Promise<BuildEmbedResult> {
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      options.outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
      // Test runners set NODE_ENV=test, which would give React's development build.
      env: { ...process.env, APP_ORIGIN: options.appOrigin, NODE_ENV: 'production' },
    },
  );
  const [embed] = await Promise.all([
    buildEmbed({ appOrigin: options.appOrigin, outDir: options.outDir }),
    packConnector({ appOrigin: options.appOrigin, outFile: join(options.outDir, CONNECTOR_TARBALL) }),
  ]);
  return embed;
}
