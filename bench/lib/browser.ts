// Browser plumbing for the bench: Chromium (the browser tests' launcher), browser entries bundled with
// esbuild the way the page runtime is built, and a page server on 127.0.0.1.
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { startStaticServer, type Route, type StaticServer } from '../../scripts/lib/staticServer';

export { launchChromium } from '../../tests/e2e/lib/browser';

/**
 * Bundles a browser entry (TS or TSX) into one IIFE with production React. `pageRuntime` swaps the SDK core
 * for the page runtime's shim, exactly as scripts/build-embed.ts does; app code keeps the real SDK.
 */
export async function bundleEntry(entry: string, pageRuntime = false): Promise<string> {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [join(REPO_ROOT, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...(pageRuntime && {
      alias: { '@modelcontextprotocol/core': join(REPO_ROOT, 'embed/shims/mcpCoreShim.ts') },
    }),
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild produced no output for ${entry}`);
  return code;
}

/** Serves pages and scripts from memory, each under its own pathname. */
export function servePages(pages: Record<string, string>): Promise<StaticServer> {
  const routes: Record<string, Route> = {};
  for (const [path, body] of Object.entries(pages)) {
    const contentType = path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8';
    routes[path] = { body, contentType, headers: { 'cache-control': 'no-store' } };
  }
  return startStaticServer({ routes });
}

export function htmlPage(title: string, body: string, script?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}${script ? `<script src="${script}"></script>` : ''}</body></html>`;
}
