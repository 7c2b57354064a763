// Builds the page runtime: dist/embed.js (for the embed snippet), dist/bookmarklet.txt (the same code as
// a javascript: URL), dist/embed-snippet.html (an example snippet) and dist/adapters.json (the served
// sites). The app origin is baked in.
// Budget (the constants below; the build fails past them, and embed/bundle.test.ts and the bench's bundle row
// check them): embed.js <= 50 KB, bookmarklet <= 55,000 characters. That is a working budget, 10 KB and 10,000
// characters under the hard ceilings, so the next page-side fix has room.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { CLIENT_METADATA_PATH, clientMetadataDocument } from '../bridge/connections/oauthClientMetadata';
import { embedSnippet, type EmbedSnippetConfig } from '../bridge/protocol/embedSnippet';
import { writeAdapterTable } from './lib/adapterTable';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const EMBED_BUDGET_BYTES = 50 * 1024;
export const BOOKMARKLET_BUDGET_CHARS = 55_000;
/**
 * The hard ceilings: Firefox caps a bookmark's URL at 65,536 characters, and the page runtime's size is what a
 * chat page pays on every load. Past the working budget, move work that needs no page DOM to the sidebar.
 */
export const EMBED_CEILING_BYTES = 60 * 1024;
export const BOOKMARKLET_CEILING_CHARS = 65_000;
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:4310';

export interface BuildEmbedOptions {
  appOrigin: string;
  outDir: string;
}

export interface BuildEmbedResult {
  embedPath: string;
  bookmarkletPath: string;
  snippetPath: string;
  embedBytes: number;
  bookmarkletChars: number;
  /** What went into embed.js, with each input's bytes in the output (the bench's bytes per module). */
  metafile: Metafile;
}

/**
 * A javascript: URL keeps the code as is, except the characters a URL would read differently: `%`
 * (escapes), `#` (fragment) and whitespace that bookmark editors drop. The outer arrow function
 * returns undefined, so the browser does not replace the page with the result; the newline before
 * its end keeps a trailing `//` comment from swallowing it.
 */
export function toBookmarklet(code: string): string {
  const body = `(()=>{${code.trim()}\n})()`;
  return `javascript:${body.replace(/[%#\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/** The example snippet of dist/embed-snippet.html: any site, the sidebar making room for itself. */
export const EXAMPLE_SNIPPET_CONFIG: EmbedSnippetConfig = {
  adapter: 'auto',
  layout: 'push',
  width: 400,
  open: true,
};

export function assertHttpOrigin(appOrigin: string): void {
  const url = new URL(appOrigin);
  if (!/^https?:$/.test(url.protocol) || url.origin !== appOrigin) {
    throw new Error(`APP_ORIGIN must be an http(s) origin without a path, got ${appOrigin}`);
  }
}

/** The page bundle's esbuild options: the build and the bench (which may swap a module) share them. */
export function pageBundleOptions(appOrigin: string): BuildOptions & { write: false } {
  return {
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, 'embed/main.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // Class fields and the other ES2022 syntax stay as written (smaller than their lowering): every browser
    // the chat sites support has had them since 2021.
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'ascii',
    define: { __APP_ORIGIN__: JSON.stringify(appOrigin) },
    // @mcp-b/transports' only runtime import from the SDK: swapped for a tiny shape check (see the shim).
    alias: { '@modelcontextprotocol/core': join(ROOT, 'embed/shims/mcpCoreShim.ts') },
    // IframeParentTransport keeps its state in `_`-prefixed members, private to the class: short names save
    // about 0.8 KB. `_meta` is MCP's, on the wire, and keeps its name.
    mangleProps: /^_[a-z]/i,
    reserveProps: /^_meta$/,
    logLevel: 'silent',
    metafile: true,
  };
}

export async function buildEmbed({ appOrigin, outDir }: BuildEmbedOptions): Promise<BuildEmbedResult> {
  assertHttpOrigin(appOrigin);
  const result = await build(pageBundleOptions(appOrigin));
  const code = result.outputFiles[0]?.text;
  if (!code || !result.metafile) throw new Error('esbuild produced no output');

  await mkdir(outDir, { recursive: true });
  const embedPath = join(outDir, 'embed.js');
  const bookmarkletPath = join(outDir, 'bookmarklet.txt');
  const snippetPath = join(outDir, 'embed-snippet.html');
  const bookmarklet = toBookmarklet(code);
  await writeFile(embedPath, code);
  await writeFile(bookmarkletPath, bookmarklet);
  await writeFile(snippetPath, `${embedSnippet(appOrigin, EXAMPLE_SNIPPET_CONFIG)}\n`);
  // The full site table, served by the app; the bookmarklet carries only a fallback (embed/adapters/builtIn.ts).
  await writeAdapterTable(outDir);
  // The OAuth client ID metadata document names the origin, so it is written here, with the origin known.
  const clientDocument = clientMetadataDocument(appOrigin);
  if (clientDocument)
    await writeFile(join(outDir, CLIENT_METADATA_PATH.slice(1)), JSON.stringify(clientDocument, null, 2));
  return {
    embedPath,
    bookmarkletPath,
    snippetPath,
    embedBytes: Buffer.byteLength(code),
    bookmarkletChars: bookmarklet.length,
    metafile: result.metafile,
  };
}

async function main(): Promise<void> {
  const appOrigin = process.env.APP_ORIGIN ?? DEFAULT_APP_ORIGIN;
  const outDir = resolve(process.env.OUT_DIR ?? 'dist');
  const built = await buildEmbed({ appOrigin, outDir });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `embed.js         ${kb(built.embedBytes)} (budget ${kb(EMBED_BUDGET_BYTES)}, ceiling ${kb(EMBED_CEILING_BYTES)})`,
  );
  console.log(
    `bookmarklet.txt  ${built.bookmarkletChars} chars (budget ${BOOKMARKLET_BUDGET_CHARS}, ceiling ${BOOKMARKLET_CEILING_CHARS})`,
  );
  console.log(`app origin       ${appOrigin}`);
  if (built.embedBytes > EMBED_BUDGET_BYTES || built.bookmarkletChars > BOOKMARKLET_BUDGET_CHARS) {
    console.error(
      'Over budget: move work that needs no page DOM to the sidebar (docs/architecture.md) before the ceiling.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
