// Configuration of the page runtime, from the embed snippet (`data-*` / `data-config`) or the bookmarklet's
// build-time defaults. It never holds secrets: the page's own scripts can read all of it. Its shape is the
// snippet's contract, so it lives with the one snippet builder.
export type { EmbedConfig } from '../bridge/protocol/embedSnippet';

/** The object IframeParentTransport posts to: an iframe, or a popup window wrapped as `{ contentWindow }`. */
export interface SidebarTarget {
  readonly contentWindow: Window | null;
}
