// Bundles one browser entry into a single IIFE in memory with esbuild: the demo pages, the owner site and
// the bench pages all serve their scripts this way, with no build step and nothing written to disk.
import { build, type BuildOptions } from 'esbuild';

export async function bundleScript(entry: string, options: BuildOptions = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    logLevel: 'silent',
    ...options,
  });
  const code = result.outputFiles?.[0]?.text;
  if (!code) throw new Error(`esbuild produced no bundle for ${entry}`);
  return code;
}
