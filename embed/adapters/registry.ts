// Picks the adapter for this page: the one named in the config; else a site whose hostname matches; else a
// self-hosted app found by its DOM fingerprint; else the generic one. Add a site in sites/index.ts.
import type { EmbedConfig } from '../types';
import { demoAdapter } from './demo';
import { genericAdapter } from './generic';
import { SITES } from './sites';
import type { SiteAdapter } from './types';

export const SITE_ADAPTERS: readonly SiteAdapter[] = [...SITES, demoAdapter];

/** `host` or any subdomain of it; `host/path` also needs the path to be /path or under it. */
export function onHost(entry: string, location: Location): boolean {
  const [host = '', path] = entry.split('/');
  const name = location.hostname;
  return (
    (name === host || name.endsWith(`.${host}`)) && (!path || `${location.pathname}/`.startsWith(`/${path}/`))
  );
}

export function pickAdapter(
  config: Pick<EmbedConfig, 'adapter' | 'selectors'>,
  location: Location = window.location,
  document: Document = window.document,
): SiteAdapter {
  const generic = genericAdapter(config.selectors);
  if (config.adapter === 'generic') return generic;
  if (config.adapter && config.adapter !== 'auto') {
    const named = SITE_ADAPTERS.find((adapter) => adapter.id === config.adapter);
    if (named) return named;
    console.warn(`[MCP Multi Bridge] Unknown adapter "${config.adapter}"; using the generic adapter.`);
    return generic;
  }
  return (
    SITE_ADAPTERS.find((adapter) => adapter.hosts?.some((entry) => onHost(entry, location))) ??
    SITE_ADAPTERS.find((adapter) =>
      adapter.fingerprint?.every((selector) => document.querySelector(selector)),
    ) ??
    generic
  );
}
