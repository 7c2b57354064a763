// Chat pages for teaching: the fixture chat around a real editor, in a skin of its own (tests/fixtures/editors/
// skins.ts). `unknown` is a chat no adapter knows (embed snippet, adapter picked automatically); `known` wears
// ChatGPT's markup with the ChatGPT adapter named, and can be redesigned mid-session.
import { embedSnippet, type EmbedSnippetConfig } from '../../../bridge/protocol/embedSnippet';
import { startStaticServer, type Route, type StaticServer } from '../../../scripts/lib/staticServer';
import type { SkinName } from '../../fixtures/editors/skins';
import { bundleFixtures, type EditorFamily } from './editorFixtures';

interface TeachPage {
  family: EditorFamily;
  skin: SkinName;
  adapter: string;
}

export const TEACH_PAGES = {
  unknown: { family: 'lexical', skin: 'unknown', adapter: 'auto' },
  known: { family: 'prosemirror', skin: 'chatgpt', adapter: 'chatgpt' },
} as const satisfies Record<string, TeachPage>;
export type TeachPageName = keyof typeof TEACH_PAGES;

export interface TeachFixtures extends StaticServer {
  urlOf(name: TeachPageName): string;
}

function page({ family, skin, adapter }: TeachPage, appOrigin: string): string {
  // Like the demo, these pages test the whole loop, so they suggest auto-submit and agent mode.
  const config: EmbedSnippetConfig = {
    adapter,
    layout: 'push',
    settingsDefaults: { autoSubmit: true, agentMode: true },
  };
  return `<!doctype html>
<html lang="en" data-skin="${skin}"><head><meta charset="utf-8"><title>A chat</title>
<style>body{font:14px sans-serif;margin:0 1rem}#editor-host{border:1px solid #999;min-height:3em}
#messages>div{margin:.5rem 0;padding:.5rem;border:1px solid #ddd}</style></head>
<body>
<script src="/${family}.js"></script>
${embedSnippet(appOrigin, config)}
</body></html>`;
}

export async function startTeachFixtures(appOrigin: string): Promise<TeachFixtures> {
  const scripts = await bundleFixtures();
  const routes: Record<string, Route> = { '/favicon.ico': { body: '', status: 204 } };
  for (const [name, spec] of Object.entries(TEACH_PAGES)) {
    const script = scripts[spec.family];
    if (!script) throw new Error(`esbuild produced no bundle for the ${spec.family} fixture`);
    routes[`/${spec.family}.js`] = { body: script, contentType: 'text/javascript; charset=utf-8' };
    routes[`/${name}/c/one`] = { body: page(spec, appOrigin) };
  }
  const server = await startStaticServer({ routes });
  return { ...server, urlOf: (name) => `${server.url}/${name}/c/one` };
}
