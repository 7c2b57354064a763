// Builds the pages of the app: the dashboard (index.html, top level), the sidebar (sidebar.html, in the
// page's iframe or a popup), the OAuth callback and the consent window (consent.html, top level). The page
// runtime (embed/) is built afterwards by scripts/build-embed.ts into the same dist/, so emptying dist here
// first is safe.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The argument checker's worker (app/services/validateInWorker.ts) loads ajv on demand: ES workers can split.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The sidebar carries the MCP SDK client and zod (~300 KB); size is cheap in the iframe, unlike the page runtime.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: {
        dashboard: 'index.html',
        sidebar: 'sidebar.html',
        oauthCallback: 'oauth-callback.html',
        consent: 'consent.html',
      },
    },
  },
});
