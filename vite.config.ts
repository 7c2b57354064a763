// Builds the pages of the app: the dashboard (index.html, top level), the sidebar (sidebar.html, in the
// page's iframe or a popup), the OAuth callback and the consent window (consent.html, top level). The page
// runtime (embed/) is built afterwards by scripts/build-embed.ts into the same dist/, so emptying dist here
// first is safe.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The tokenizer's ranks (js-tiktoken, about 2 MB each; bridge/instructions/tokenCount.ts loads them on first
 * use) become a JSON file fetched by a one-line module: data, not code, so no 2 MB chunk for the browser to
 * compile and none to warn about, and JSON.parse reads it faster than a JS object literal. Build only:
 * tests and the bench import the package as it is.
 */
function tokenizerRanksAsJson(): Plugin {
  return {
    name: 'tokenizer-ranks-as-json',
    apply: 'build',
    async load(id) {
      const rank = /[\\/]js-tiktoken[\\/]dist[\\/]ranks[\\/](\w+)\.js$/.exec(id)?.[1];
      if (!rank) return null;
      const { default: ranks } = (await import(pathToFileURL(id).href)) as { default: unknown };
      const file = this.emitFile({ type: 'asset', name: `${rank}.json`, source: JSON.stringify(ranks) });
      return `export default await (await fetch(import.meta.ROLLUP_FILE_URL_${file})).json();`;
    },
  };
}

const ENTRY_MODULE = /\.html$|[\\/]app[\\/](sidebar|dashboard|consent)[\\/]main\.tsx$|[\\/]callbackMain\.ts$/;
/** Where the hub's start begins: everything these import statically is needed before the hub answers. */
const HUB_ROOTS = ['app/shell/hubService.ts', 'app/sidebar/startSidebar.ts'];
/** Windows that must not download the hub: the consent window and the OAuth callback. */
const HUBLESS_ROOTS = ['app/consent/mountConsent.tsx', 'app/oauth/callbackMain.ts'];

/** What the bundler's chunking context tells of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
type HubChunk = 'hub' | 'hubAndConsent';

/**
 * What the sidebar loads right after its first paint to answer the page (the hub, the page transports, the
 * commands, the MCP server SDK) in one chunk, not the twenty-odd small files the bundler cuts it into: a browser
 * opens six connections per host, so twenty files wait for each other and the hub answers later (bench "sidebar
 * ready"). What the consent window needs too gets a chunk of its own, ranked above `hub` because a group also
 * takes what its modules import. Groups ranked above `priority` (what the first paint needs) keep their modules.
 */
function hubChunkGroups(rootDir: string, { priority }: { priority: number }) {
  // Per chunking pass: one process may build more than once (the bench, the browser tests).
  const byPass = new WeakMap<ModuleGraph, Map<string, HubChunk>>();
  const chunkOf = (id: string, graph: ModuleGraph): HubChunk | undefined => {
    let chunks = byPass.get(graph);
    if (!chunks) {
      const hubless = reachable(graph, rootDir, HUBLESS_ROOTS);
      const hub = reachable(graph, rootDir, HUB_ROOTS);
      chunks = new Map([...hub].map((id) => [id, hubless.has(id) ? 'hubAndConsent' : 'hub']));
      byPass.set(graph, chunks);
    }
    return chunks.get(id);
  };
  const group = (chunk: HubChunk, rank: number) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null),
    priority: rank,
  });
  return [group('hubAndConsent', priority + 1), group('hub', priority)];
}

/** The modules `roots` (paths from `rootDir`) import statically, directly or not. */
function reachable(graph: ModuleGraph, rootDir: string, roots: string[]): Set<string> {
  const found = new Set<string>();
  const queue = roots.map((root) => resolve(rootDir, root));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The chunks of the `shared` group are named after every entry that loads them: long, so shortened. */
const shortName = (name: string | undefined) => (name?.startsWith('shared~') ? 'shared' : '[name]');

export default defineConfig({
  plugins: [react(), tailwindcss(), tokenizerRanksAsJson()],
  // The argument checker's worker (bridge/schema/validateInWorker.ts) loads ajv on demand: ES workers can split.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        dashboard: 'index.html',
        sidebar: 'sidebar.html',
        oauthCallback: 'oauth-callback.html',
        consent: 'consent.html',
      },
      output: {
        // Four pages and the parts the sidebar loads on demand (hub, connections, panels) share modules in
        // many combinations; left alone, the bundler cuts the sidebar's first download into 20-odd small
        // files. React gets a chunk of its own (it changes least), and the modules a page loads at start
        // (`$initial`) are grouped by the set of pages that use them, small groups merged: 6 files. What the
        // hub's start needs after the first paint is one chunk too (hubChunkGroups).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            // Below `shared`: what the first paint needs stays there.
            ...hubChunkGroups(import.meta.dirname, { priority: 0 }),
            {
              name: 'shared',
              test: (id: string) => !ENTRY_MODULE.test(id),
              tags: ['$initial'],
              entriesAware: true,
              entriesAwareMergeThreshold: 30_000,
              priority: 2,
            },
          ],
        },
        chunkFileNames: (chunk) => `assets/${shortName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) => `assets/${shortName(asset.names[0])}-[hash][extname]`,
      },
    },
  },
});
