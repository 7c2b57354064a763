// Configuration of the page runtime, from the embed snippet (`data-*` / `data-config`) or the bookmarklet's
// build-time defaults. It never holds secrets: the page's own scripts can read all of it.
import type { GenericSelectors, PageSettings, SuggestedServer } from '../bridge/protocol/types';

export interface EmbedConfig {
  /** Origin of the hosted app, e.g. https://mcp.example.org */
  appOrigin: string;
  /** Path of the sidebar page on the app origin. */
  sidebarPath: string;
  /** 'auto' picks by hostname / DOM fingerprint; or an adapter id ('demo', 'generic', ...). */
  adapter: string;
  /** Selectors for the generic adapter. */
  selectors?: Partial<GenericSelectors>;
  layout: 'overlay' | 'push';
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

/** The object IframeParentTransport posts to: an iframe, or a popup window wrapped as `{ contentWindow }`. */
export interface SidebarTarget {
  readonly contentWindow: Window | null;
}
