// The site-owner demo (demo/owner-site): a support chat with its own markup, its snippet using the generic
// adapter's selectors and suggesting a server, and WebMCP tools of its own (a form and a polyfill tool).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleScript } from './bundleScript';
import { embedSnippet, type EmbedSnippetConfig } from '../../bridge/protocol/embedSnippet';
import { repoPath } from './paths';
import type { Route } from './staticServer';

export const OWNER_SITE_DIR = repoPath('demo', 'owner-site');
export const OWNER_SITE_PATH = '/owner/';

/** The snippet as the dashboard's generator writes it for this page's markup. */
export function ownerSiteConfig(suggestedServerUrl = 'https://mcp.acme.example/mcp'): EmbedSnippetConfig {
  return {
    adapter: 'generic',
    layout: 'push',
    open: true,
    selectors: {
      input: '#ask',
      sendButton: '#ask-send',
      assistantMessage: '.reply',
      codeBlock: 'pre',
      streaming: '.reply[data-streaming="true"]',
      userMessage: '.question',
    },
    suggestedServers: [{ name: 'Acme docs', url: suggestedServerUrl }],
    settingsDefaults: { autoSubmit: true },
  };
}

export function bundleOwnerSite(entry = 'main.ts'): Promise<string> {
  return bundleScript(join(OWNER_SITE_DIR, entry));
}

/** The page with its own scripts (`scripts`, in order) and the snippet before </body>. */
export async function renderOwnerPage(scripts: string[], snippet: string): Promise<string> {
  const template = await readFile(join(OWNER_SITE_DIR, 'index.html'), 'utf8');
  const tags = scripts.map((src) => `<script src="${src}"></script>`);
  return template.replace('<!-- owner:body -->', [...tags, snippet].join('\n    '));
}

/** Routes under /owner/ for the demo server. */
export async function ownerSiteRoutes(appOrigin: string): Promise<Record<string, Route>> {
  const [page, script, css] = await Promise.all([
    renderOwnerPage(['/owner/app.js'], embedSnippet(appOrigin, ownerSiteConfig())),
    bundleOwnerSite(),
    readFile(join(OWNER_SITE_DIR, 'site.css'), 'utf8'),
  ]);
  return {
    [OWNER_SITE_PATH]: { body: page },
    '/owner/app.js': { body: script, contentType: 'text/javascript; charset=utf-8' },
    '/owner/site.css': { body: css, contentType: 'text/css; charset=utf-8' },
  };
}
