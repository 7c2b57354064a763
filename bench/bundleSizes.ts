// Benchmark 1: bundle sizes against their budgets. The page runtime (embed.js and the bookmarklet) and the
// sidebar's initial JS come from this run's fresh build; @mcp-b/global's browser bundle is a reference.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform, type Metafile } from 'esbuild';
import {
  BOOKMARKLET_BUDGET_CHARS,
  BOOKMARKLET_CEILING_CHARS,
  EMBED_BUDGET_BYTES,
  EMBED_CEILING_BYTES,
} from '../scripts/build-embed';
import { repoPath } from '../scripts/lib/paths';
import type { BenchBuild } from './lib/build';
import { row, type BenchResult } from './lib/report';

const NAME = 'bundle';
const EMBED_STRETCH_BYTES = 40 * 1024;
export const SIDEBAR_INITIAL_GZIP_BUDGET = 110 * 1024;

const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The page runtime's bytes per module, largest first: each input's bytes in the output, summed by folder
 * (`embed/runtime`, `bridge/format`; a package by its name; files directly in `embed/` as `embed`).
 */
export function moduleBytes(metafile: Metafile): [module: string, bytes: number][] {
  const sums = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
      const module = pkg ?? path.split('/').slice(0, -1).slice(0, 2).join('/');
      sums.set(module, (sums.get(module) ?? 0) + bytesInOutput);
    }
  return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Scripts a built HTML page loads before it runs: module entry scripts and modulepreload links. */
export function eagerScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !/\b(async|defer)\b/.test(tag.replace(/type="module"/, ''))) found.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) found.add(href);
  }
  return [...found];
}

/** The JS `sidebar.html` loads before it runs, in a built app folder: each file and the sums. */
export async function sidebarInitialJs(distDir: string) {
  const html = await readFile(join(distDir, 'sidebar.html'), 'utf8');
  const files = await Promise.all(
    eagerScripts(html).map(async (src) => {
      const data = await readFile(join(distDir, new URL(src, 'http://app.invalid').pathname));
      return { src, minified: data.length, gzip: gzipBytes(data) };
    }),
  );
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    minified: files.reduce((sum, f) => sum + f.minified, 0),
  };
}

async function globalReference(): Promise<{ file: string; minified: number; gzip: number }> {
  const dir = repoPath('node_modules', '@mcp-b', 'global');
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const declared = ['unpkg', 'jsdelivr', 'browser']
    .map((key) => manifest[key])
    .find((v) => typeof v === 'string');
  const scanned = (await readdir(join(dir, 'dist'))).find((name) => /\.(iife|umd)(\.min)?\.js$/.test(name));
  // The self-contained IIFE/UMD build first: the ESM "browser" entry imports its dependencies.
  const file = scanned
    ? `dist/${scanned}`
    : typeof declared === 'string'
      ? declared.replace(/^\.\//, '')
      : 'dist/index.js';
  const code = await readFile(join(dir, file), 'utf8');
  // Minify again so the figure compares like with like, whatever the package shipped.
  const minified = (await transform(code, { minify: true, legalComments: 'none' })).code;
  return { file, minified: Buffer.byteLength(minified), gzip: gzipBytes(minified) };
}

export async function runBundleSizes(build: BenchBuild): Promise<BenchResult> {
  const embed = await readFile(build.embed.embedPath);
  const embedGzip = gzipBytes(embed);
  const { files, gzip: initialGzip, minified: initialMin } = await sidebarInitialJs(build.distDir);
  const reference = await globalReference();
  const modules = moduleBytes(build.embed.metafile);
  return {
    rows: [
      row(
        NAME,
        'embed.js minified (gzip)',
        `${embed.length.toLocaleString('en-US')} B = ${kb(embed.length)} (${kb(embedGzip)})`,
        `<= ${kb(EMBED_BUDGET_BYTES)} (ceiling ${kb(EMBED_CEILING_BYTES)})`,
        embed.length <= EMBED_BUDGET_BYTES,
      ),
      row(
        NAME,
        'embed.js stretch goal',
        kb(embed.length),
        `<= ${kb(EMBED_STRETCH_BYTES)}`,
        embed.length <= EMBED_STRETCH_BYTES,
      ),
      row(
        NAME,
        'bookmarklet length',
        `${build.embed.bookmarkletChars} chars`,
        `<= ${BOOKMARKLET_BUDGET_CHARS} (ceiling ${BOOKMARKLET_CEILING_CHARS})`,
        build.embed.bookmarkletChars <= BOOKMARKLET_BUDGET_CHARS,
      ),
      ...modules.map(([module, bytes]) =>
        row(NAME, `embed.js by module: ${module}`, `${bytes.toLocaleString('en-US')} B`),
      ),
      row(
        NAME,
        `sidebar initial JS gzip (minified), ${files.length} files`,
        `${kb(initialGzip)} (${kb(initialMin)})`,
        `<= ${kb(SIDEBAR_INITIAL_GZIP_BUDGET)} gzip`,
        files.length > 0 && initialGzip <= SIDEBAR_INITIAL_GZIP_BUDGET,
      ),
      row(
        NAME,
        `ref: @mcp-b/global ${reference.file} min (gzip)`,
        `${kb(reference.minified)} (${kb(reference.gzip)})`,
      ),
      row(
        NAME,
        'ratio embed.js / @mcp-b/global (minified)',
        `${((embed.length / reference.minified) * 100).toFixed(0)}%`,
      ),
    ],
    figures: {
      gzip: 'zlib level 9',
      embedBytes: embed.length,
      embedGzipBytes: embedGzip,
      embedBudgetBytes: EMBED_BUDGET_BYTES,
      embedCeilingBytes: EMBED_CEILING_BYTES,
      embedStretchBytes: EMBED_STRETCH_BYTES,
      bookmarkletChars: build.embed.bookmarkletChars,
      bookmarkletBudgetChars: BOOKMARKLET_BUDGET_CHARS,
      bookmarkletCeilingChars: BOOKMARKLET_CEILING_CHARS,
      embedModuleBytes: Object.fromEntries(modules),
      sidebarInitialFiles: files,
      sidebarInitialGzipBytes: initialGzip,
      sidebarInitialMinifiedBytes: initialMin,
      sidebarInitialGzipBudgetBytes: SIDEBAR_INITIAL_GZIP_BUDGET,
      mcpBGlobal: reference,
    },
  };
}
