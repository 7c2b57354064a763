// Serves the editor fixture pages (tests/fixtures/editors): each entry bundled by esbuild in memory with its
// real editor library, on a page that carries the embed snippet with the generic adapter's selectors.
import { join } from 'node:path';
import { build } from 'esbuild';
import { embedSnippet, type EmbedSnippetConfig } from '../../../bridge/protocol/embedSnippet';
import { repoPath } from '../../../scripts/lib/paths';
import { startStaticServer, type Route, type StaticServer } from '../../../scripts/lib/staticServer';

export const EDITOR_FAMILIES = {
  textarea: 'textarea#prompt-textarea',
  prosemirror: 'div#prompt-textarea.ProseMirror',
  quill: '.ql-editor',
  lexical: '[data-lexical-editor]',
  codemirror: '.cm-content',
} as const;
export type EditorFamily = keyof typeof EDITOR_FAMILIES;

const FIXTURE_DIR = repoPath('tests', 'fixtures', 'editors');

export interface EditorFixtures extends StaticServer {
  /** First conversation of a family's chat. */
  urlOf(family: EditorFamily, conversation?: string): string;
}

export async function bundleFixtures(): Promise<Record<string, string>> {
  const families = Object.keys(EDITOR_FAMILIES);
  const result = await build({
    entryPoints: families.map((family) =>
      join(FIXTURE_DIR, family === 'textarea' ? 'textarea.tsx' : `${family}.ts`),
    ),
    bundle: true,
    write: false,
    outdir: '/fixtures',
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    logLevel: 'silent',
    jsx: 'automatic',
    // React's production build, as the sites ship.
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
  });
  const scripts: Record<string, string> = {};
  for (const file of result.outputFiles) {
    const name = file.path.split('/').pop()?.replace(/\.js$/, '');
    if (name) scripts[name] = file.text;
  }
  return scripts;
}

export function fixturePage(family: EditorFamily, appOrigin: string): string {
  const config: EmbedSnippetConfig = {
    adapter: 'generic',
    // 'push' makes room for the sidebar, so it never covers the fixture's send button.
    layout: 'push',
    selectors: {
      input: EDITOR_FAMILIES[family],
      sendButton: '#send-button',
      assistantMessage: '.message.assistant',
      codeBlock: 'pre code',
      streaming: '.message.assistant[data-streaming="true"]',
      userMessage: '.message.user',
      fileInput: '#file-input',
    },
    // These pages test the whole loop, so, like the demo, they suggest auto-submit and agent mode (both start off).
    settingsDefaults: { autoSubmit: true, agentMode: true },
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${family} chat</title>
<style>body{font:14px sans-serif;margin:0 1rem}#editor-host{border:1px solid #999;min-height:3em}
.message{margin:.5rem 0;padding:.5rem;border:1px solid #ddd}.message.user{background:#eef}</style></head>
<body>
<script src="/${family}.js"></script>
${embedSnippet(appOrigin, config)}
</body></html>`;
}

export async function startEditorFixtures(appOrigin: string): Promise<EditorFixtures> {
  const scripts = await bundleFixtures();
  const routes: Record<string, Route> = { '/favicon.ico': { body: '', status: 204 } };
  for (const family of Object.keys(EDITOR_FAMILIES) as EditorFamily[]) {
    const script = scripts[family];
    if (!script) throw new Error(`esbuild produced no bundle for the ${family} fixture`);
    routes[`/${family}.js`] = { body: script, contentType: 'text/javascript; charset=utf-8' };
    for (const conversation of ['one', 'two'])
      routes[`/${family}/c/${conversation}`] = { body: fixturePage(family, appOrigin) };
  }
  const server = await startStaticServer({ routes });
  return {
    ...server,
    urlOf: (family, conversation = 'one') => `${server.url}/${family}/c/${conversation}`,
  };
}
