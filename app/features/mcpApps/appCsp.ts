// The Content-Security-Policy an MCP App runs under, built from what its resource declared (`_meta.ui.csp`):
// inline code of its own, and only the origins it named for resources, connections, frames and base URIs.
// Nothing declared means no network at all. The sandbox page's header CSP bounds it from above.
import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps/app-bridge';

/** `https://api.example.com`, `https://*.cdn.example`, `wss://host:443`, `http://localhost:3000`. */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

/** Only well-formed origins: anything else (a `'unsafe-eval'`, a `;`, a bare `*`) could widen the policy. */
export function cspSources(domains: readonly unknown[] | undefined): string[] {
  return (domains ?? []).filter((d): d is string => typeof d === 'string' && SOURCE.test(d));
}

const or = (sources: string[], fallback: string) => (sources.length > 0 ? sources.join(' ') : fallback);

export function appCsp(csp: McpUiResourceCsp | undefined): string {
  const resources = cspSources(csp?.resourceDomains);
  const connect = cspSources(csp?.connectDomains);
  const frames = cspSources(csp?.frameDomains);
  const bases = cspSources(csp?.baseUriDomains);
  const extra = resources.length > 0 ? ` ${resources.join(' ')}` : '';
  return [
    "default-src 'none'",
    `script-src 'unsafe-inline'${extra}`,
    `style-src 'unsafe-inline'${extra}`,
    `img-src data: blob:${extra}`,
    `font-src data:${extra}`,
    `media-src data: blob:${extra}`,
    `connect-src ${or(connect, "'none'")}`,
    `frame-src ${or(frames, "'none'")}`,
    `base-uri ${or(bases, "'none'")}`,
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The app's HTML with its CSP as the document's first element (after a doctype, so no quirks mode): the policy
 * holds before any of the app's own markup is parsed, and a later meta of the app can only narrow it.
 */
export function withCsp(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const doctype = /^\uFEFF?\s*<!doctype[^>]*>/i.exec(html);
  if (!doctype) return meta + html;
  return doctype[0] + meta + html.slice(doctype[0].length);
}
