// Builds the app (vite) and the page runtime (embed.js, bookmarklet) for one app origin, and finds free
// ports. Browser tests, screenshots and benchmarks build their own copy because the origin is baked in.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { buildEmbed, type BuildEmbedResult } from '../build-embed';

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
  return buildEmbed({ appOrigin: options.appOrigin, outDir: options.outDir });
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
