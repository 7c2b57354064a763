// Serves the demo chat on its own origin: `/` with the embed snippet (as a site owner would add it), and
// `/csp.html` without it but behind a strict CSP with Trusted Types, where tests inject the bookmarklet.
// The page's script is bundled by esbuild in memory when the server starts, so there is no build step.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleScript } from './bundleScript';
import { embedSnippet, type EmbedSnippetConfig } from '../../bridge/protocol/embedSnippet';
import { repoPath } from './paths';
import { startStaticServer, type StaticServer, type StaticServerOptions } from './staticServer';
import { OWNER_SITE_PATH, ownerSiteRoutes } from './ownerSite';

export interface DemoServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Origin of the app that serves embed.js and the sidebar. */
  appOrigin: string;
  /** Absolute path of the filesystem server's root, named in the assistant's calls. */
  workspacePath: string;
  /** Seed of the assistant's streaming rhythm. */
  seed?: number;
  /** false: `/` is the chat without the embed snippet, for the bookmarklet (a hosted app's browser test). */
  withSnippet?: boolean;
  /** Serve over HTTPS with this PEM key and certificate. */
  tls?: StaticServerOptions['tls'];
}

export interface DemoServer extends StaticServer {
  /** The chat with the embed snippet. */
  chatUrl: string;
  /** The chat under a strict CSP, without the snippet. */
  cspUrl: string;
  /** A site owner's own support chat (demo/owner-site) with the snippet and WebMCP tools of its own. */
  ownerUrl: string;
}

const CHAT_DIR = repoPath('demo', 'chat');

export function bundleDemoChat(): Promise<string> {
  return bundleScript(join(CHAT_DIR, 'main.ts'));
}

/** Escapes text for a JSON data block: `<` can't close the script element then. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The demo chat's snippet config; the app origin is stated, so a build for another origin still finds the app. */
export function demoChatConfig(appOrigin: string): EmbedSnippetConfig {
  return {
    appOrigin,
    adapter: 'demo',
    // 'push' makes room for the sidebar, as a site owner would choose, so it never covers the send button.
    layout: 'push',
    // The demo shows the agent loop, so it suggests auto-submit and agent mode (both start off elsewhere);
    // a choice the user saved in the sidebar still wins over these defaults.
    settingsDefaults: { autoSubmit: true, agentMode: true },
  };
}

export interface PageParts {
  template: string;
  config: { workspacePath: string; seed: number };
  /** Adds the embed snippet. */
  snippet?: string;
  /** Nonce for the page's own script, under a CSP. */
  nonce?: string;
}

export function renderChatPage({ template, config, snippet, nonce }: PageParts): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const head = `<script type="application/json" id="demo-config">${jsonForScript(config)}</script>`;
  const body = [`<script src="/chat.js"${nonceAttr}></script>`, snippet ?? ''].filter(Boolean).join('\n    ');
  return template.replace('<!-- demo:head -->', head).replace('<!-- demo:body -->', body);
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const [template, css, script, ownerRoutes] = await Promise.all([
    readFile(join(CHAT_DIR, 'index.html'), 'utf8'),
    readFile(join(CHAT_DIR, 'chat.css'), 'utf8'),
    bundleDemoChat(),
    ownerSiteRoutes(options.appOrigin),
  ]);
  const config = { workspacePath: options.workspacePath, seed: options.seed ?? 1 };
  const chatPage = renderChatPage({
    template,
    config,
    ...(options.withSnippet === false
      ? {}
      : { snippet: embedSnippet(options.appOrigin, demoChatConfig(options.appOrigin)) }),
  });

  const server = await startStaticServer({
    port: options.port ?? 0,
    ...(options.tls ? { tls: options.tls } : {}),
    routes: {
      '/': { body: chatPage },
      '/index.html': { body: chatPage },
      '/chat.js': { body: script, contentType: 'text/javascript; charset=utf-8' },
      '/chat.css': { body: css, contentType: 'text/css; charset=utf-8' },
      '/favicon.ico': { body: '', status: 204 },
      ...ownerRoutes,
      // A fresh nonce per response, as a real site would send.
      '/csp.html': (_req, res) => {
        const nonce = randomBytes(16).toString('base64');
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': cspHeader(nonce),
        });
        res.end(renderChatPage({ template, config, nonce }));
      },
    },
  });
  return {
    ...server,
    chatUrl: `${server.url}/`,
    cspUrl: `${server.url}/csp.html`,
    ownerUrl: `${server.url}${OWNER_SITE_PATH}`,
  };
}

export function cspHeader(nonce: string): string {
  return `script-src 'self' 'nonce-${nonce}'; frame-src 'none'; require-trusted-types-for 'script'`;
}
