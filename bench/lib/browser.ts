// Browser plumbing for the bench: browser entries bundled with esbuild the way the page runtime is built,
// and a page server on 127.0.0.1. Chromium itself comes from scripts/lib/browser.ts.
import { join } from 'node:path';
import { bundleScript } from '../../scripts/lib/bundleScript';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { startStaticServer, type Route, type StaticServer } from '../../scripts/lib/staticServer';

/**
 * Bundles a browser entry (TS or TSX) into one IIFE with production React. `pageRuntime` swaps the SDK core
 * for the page runtime's shim, exactly as scripts/build-embed.ts does; app code keeps the real SDK.
 */
export function bundleEntry(entry: string, pageRuntime = false): Promise<string> {
  return bundleScript(join(REPO_ROOT, entry), {
    absWorkingDir: REPO_ROOT,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...(pageRuntime && {
      alias: { '@modelcontextprotocol/core': join(REPO_ROOT, 'embed/shims/mcpCoreShim.ts') },
    }),
  });
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
