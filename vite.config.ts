// Builds the two pages of the app: the dashboard (index.html, top level) and the sidebar (sidebar.html,
// in the page's iframe or a popup). The page runtime (embed/) is built afterwards by scripts/build-embed.ts
// into the same dist/, so emptying dist here first is safe.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
        handoff: 'handoff.html',
      },
    },
  },
});
