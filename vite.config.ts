// Builds the pages of the app: the dashboard (index.html, top level), the sidebar (sidebar.html, in the
// page's iframe or a popup), the OAuth callback and the consent window (consent.html, top level). The page
// runtime (embed/) is built afterwards by scripts/build-embed.ts into the same dist/, so emptying dist here
// first is safe.
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
/** The chunks of the `shared` group are named after every entry that loads them: long, so shortened. */
const shortName = (name: string | undefined) => (name?.startsWith('shared~') ? 'shared' : '[name]');

export default defineConfig({
  plugins: [react(), tailwindcss(), tokenizerRanksAsJson()],
  // The argument checker's worker (app/services/validateInWorker.ts) loads ajv on demand: ES workers can split.
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
        // (`$initial`) are grouped by the set of pages that use them, small groups merged: 6 files.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'shared',
              test: (id: string) => !ENTRY_MODULE.test(id),
              tags: ['$initial'],
              entriesAware: true,
              entriesAwareMergeThreshold: 30_000,
              priority: 1,
            },
          ],
        },
        chunkFileNames: (chunk) => `assets/${shortName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) => `assets/${shortName(asset.names[0])}-[hash][extname]`,
      },
    },
  },
});
