// The embed snippet: the loader's configuration and the one `<script src=".../embed.js" data-config='{…}'>`
// tag that carries it. The dashboard's generator, the build's example, the demo pages and the test pages all
// write it here; embed/loader/readConfig.ts reads it back. The page can read all of it: never a secret.
import type { PageLayout } from './settings';
import type { GenericSelectors, PageSettings, SuggestedServer } from './types';

export interface EmbedConfig {
  /** Origin of the hosted app, e.g. https://mcp.example.org */
  appOrigin: string;
  /** Path of the sidebar page on the app origin. */
  sidebarPath: string;
  /** 'auto' picks by hostname / DOM fingerprint; or an adapter id ('demo', 'generic', ...). */
  adapter: string;
  /** Selectors for the generic adapter. */
  selectors?: Partial<GenericSelectors>;
  layout: PageLayout['layout'];
  /** Open the sidebar on load (otherwise only the toggle handle shows). */
  open: boolean;
  width: number;
  /** 'frame' (iframe) or 'window' (popup on our origin, for sites whose CSP blocks frames). */
  mode: 'frame' | 'window';
  settingsDefaults?: Partial<PageSettings>;
  suggestedServers?: SuggestedServer[];
  /** postMessage channel of the page's own MCP-B tab server (WebMCP polyfill), when not the default. */
  webmcpChannel?: string;
}

/** What a snippet states; every key it leaves out keeps the loader's default. */
export type EmbedSnippetConfig = Partial<EmbedConfig>;

/** Escapes text for an attribute value in the given quotes, so it can neither end the value nor start a tag. */
function escapeAttribute(value: string, quote: '"' | "'"): string {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return quote === '"' ? escaped.replace(/"/g, '&quot;') : escaped.replace(/'/g, '&#39;');
}

/** The snippet a site owner pastes before </body>: a note on secrets, then the script tag. */
export function embedSnippet(appOrigin: string, config: EmbedSnippetConfig): string {
  const src = escapeAttribute(`${appOrigin}/embed.js`, '"');
  const json = escapeAttribute(JSON.stringify(config), "'");
  return [
    '<!-- MCP Multi Bridge: paste before </body>. Put no secrets in data-config; the page can read it. -->',
    `<script src="${src}" data-config='${json}'></script>`,
  ].join('\n');
}
