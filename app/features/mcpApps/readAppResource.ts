// Fetches an MCP App's HTML with resources/read on its server's live session, and what its resource declares
// (`_meta.ui`: the CSP). Malformed answers end in an error naming what the server must send.
import type { Client } from '@modelcontextprotocol/client';
import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps/app-bridge';

export interface AppResource {
  html: string;
  csp?: McpUiResourceCsp;
}

export type WithClient = <T>(serverId: string, use: (client: Client) => Promise<T>) => Promise<T>;

/** An app is one HTML file; far past this, a server is more likely broken than generous. */
export const MAX_APP_HTML_CHARS = 5_000_000;

interface Content {
  uri?: unknown;
  mimeType?: unknown;
  text?: unknown;
  blob?: unknown;
  _meta?: Record<string, unknown>;
}

function decodeBase64(blob: string): string {
  const bytes = Uint8Array.from(atob(blob), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function htmlOf(content: Content): string | undefined {
  if (typeof content.text === 'string') return content.text;
  if (typeof content.blob === 'string') return decodeBase64(content.blob);
  return undefined;
}

function cspOf(content: Content): McpUiResourceCsp | undefined {
  const ui = content._meta?.['ui'];
  const csp = typeof ui === 'object' && ui !== null ? (ui as { csp?: unknown }).csp : undefined;
  return typeof csp === 'object' && csp !== null ? (csp as McpUiResourceCsp) : undefined;
}

export async function readAppResource(
  withClient: WithClient,
  serverId: string,
  uri: string,
): Promise<AppResource> {
  const result = await withClient(serverId, (client) => client.readResource({ uri }));
  const contents = (Array.isArray(result.contents) ? result.contents : []) as Content[];
  const content = contents.find((c) => c.uri === uri && htmlOf(c) !== undefined) ?? contents[0];
  const html = content ? htmlOf(content) : undefined;
  if (html === undefined || !content)
    throw new Error(`The server sent no HTML for its app ${uri}; it must answer resources/read with text.`);
  if (typeof content.mimeType === 'string' && !content.mimeType.startsWith('text/html'))
    throw new Error(`The server sent ${content.mimeType} for its app ${uri}; an app must be text/html.`);
  if (html.length > MAX_APP_HTML_CHARS)
    throw new Error(
      `The app ${uri} is ${html.length} characters, over the ${MAX_APP_HTML_CHARS} an app may be.`,
    );
  const csp = cspOf(content);
  return csp ? { html, csp } : { html };
}
