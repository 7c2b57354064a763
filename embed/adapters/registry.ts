// Picks the adapter for this page, in order of precedence: the user's taught entry for this host; else the
// adapter named in the config (looked up in the served table, then the built-in one); else a site whose
// hostname matches, then one whose DOM fingerprint matches (served sites before built-in ones); else the
// generic one. A taught entry with a base repairs that adapter part by part.
import { warn } from '../warn';
import type { AdapterSource, AdapterTable, TaughtAdapter } from '../../bridge/protocol/adapters';
import type { EmbedConfig } from '../types';
import { BUILT_IN } from './builtIn';
import { genericAdapter } from './generic';
import type { SiteAdapter } from './types';

export interface AdapterPick {
  adapter: SiteAdapter;
  source: AdapterSource;
  /** The served table's version, when the adapter came from it. */
  tableVersion?: string;
}

/** What the sidebar served, already checked (servedTable.ts). */
export interface ServedAdapters {
  table?: AdapterTable | undefined;
  taught?: TaughtAdapter | undefined;
}

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
  { table, taught }: ServedAdapters = {},
  location: Location = window.location,
  document: Document = window.document,
): AdapterPick {
  const served = table?.sites ?? [];
  const all = [...served, ...BUILT_IN];
  const from = (adapter: SiteAdapter): AdapterPick =>
    served.includes(adapter)
      ? { adapter, source: 'served', tableVersion: table!.version }
      : { adapter, source: 'built-in' };
  const generic = genericAdapter(config.selectors);
  if (taught?.host === location.hostname) {
    const base = all.find((adapter) => adapter.id === taught.base) ?? generic;
    const adapter = {
      ...base,
      id: taught.base ?? taught.host,
      selectors: { ...base.selectors, ...taught.selectors },
      editor: taught.editor,
    };
    return { adapter, source: 'taught' };
  }
  const named = config.adapter || 'auto';
  const found =
    named === 'auto'
      ? (all.find((adapter) => adapter.hosts?.some((entry) => onHost(entry, location))) ??
        all.find((adapter) => adapter.fingerprint?.every((selector) => document.querySelector(selector))))
      : named !== 'generic' && all.find((candidate) => candidate.id === named);
  if (found) return from(found);
  // Before the served table arrived the name may still come with it: warn only once it did not.
  if (table && found === undefined && named !== 'auto')
    warn(`Unknown adapter "${named}"; using the generic adapter.`);
  return { adapter: generic, source: 'generic' };
}
