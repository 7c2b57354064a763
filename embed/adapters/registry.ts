// Picks the adapter for this page: the one named in the config, else the first site adapter that matches,
// else the generic one. Add a site by adding its data file to SITE_ADAPTERS.
import type { EmbedConfig } from '../types';
import { demoAdapter } from './demo';
import { genericAdapter } from './generic';
import type { SiteAdapter } from './types';

export const SITE_ADAPTERS: readonly SiteAdapter[] = [demoAdapter];

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
  return SITE_ADAPTERS.find((adapter) => adapter.match(location, document)) ?? generic;
}
