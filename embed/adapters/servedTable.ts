// Checks adapter data from the sidebar (the served table, the taught entry) before the page uses it. Written by
// hand rather than with zod: zod would add tens of KB to a bookmarklet that must stay under 65,000 characters.
// Adapter data is data: strings only, bounded, known keys and editor kinds, selectors that parse. A bad site
// is dropped on its own, so one typo in a deploy does not cost the other sites.
import { ADAPTER_FORMAT } from '../../bridge/protocol/adapters';
import type { AdapterTable, TaughtAdapter } from '../../bridge/protocol/adapters';
import type { AdapterSelectors, SiteAdapter } from './types';

const PARTS =
  'input sendButton assistantMessage codeBlock streaming userMessage fileInput dropZone uploading';
const REQUIRED = PARTS.split(' ').slice(0, 4);
const KEYS = ['id', 'hosts', 'fingerprint', 'editor', 'selectors', ...PARTS.split(' ')];

/** The adapter's data with its keys in one order, so two copies of the same data compare equal. */
export const adapterKey = (adapter: SiteAdapter): string => JSON.stringify(adapter, KEYS);
const EDITORS = 'textarea prosemirror quill lexical auto'.split(' ');
const MAX_SITES = 200;

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 1000): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
/** A selector that throws while parsing never reaches querySelector on the page; a fragment matches nothing. */
const parses = (selector: unknown): selector is string => {
  try {
    return text(selector) && !document.createDocumentFragment().querySelector(selector);
  } catch {
    return false;
  }
};
const strings = (value: unknown, check: (item: unknown) => boolean, max: number) =>
  value === undefined || (Array.isArray(value) && value.length <= max && value.every((item) => check(item)));

/** Known parts only, each a selector that parses; `full` also needs the four parts every adapter has. */
function readSelectors(raw: unknown, full: boolean): Partial<AdapterSelectors> | undefined {
  if (!isData(raw)) return undefined;
  const keys = Object.keys(raw);
  if (!keys.every((key) => PARTS.split(' ').includes(key) && parses(raw[key]))) return undefined;
  if (full && !REQUIRED.every((key) => keys.includes(key))) return undefined;
  return raw as Partial<AdapterSelectors>;
}

export function readSite(raw: unknown): SiteAdapter | undefined {
  if (!isData(raw) || !/^[\w.-]{1,40}$/.test(String(raw.id)) || !EDITORS.includes(raw.editor as string))
    return;
  const selectors = readSelectors(raw.selectors, true);
  if (!selectors || !strings(raw.hosts, text, 20) || !strings(raw.fingerprint, parses, 10)) return;
  const { id, hosts, fingerprint, editor } = raw as unknown as SiteAdapter;
  const site: SiteAdapter = { id, editor, selectors: selectors as AdapterSelectors };
  if (hosts) site.hosts = hosts;
  if (fingerprint) site.fingerprint = fingerprint;
  return site;
}

/** The served table, or why it was refused. Sites that fail their check are left out one by one. */
export function readServedTable(raw: unknown): AdapterTable | string {
  if (!isData(raw)) return 'the adapter table is not an object';
  if (raw.format !== ADAPTER_FORMAT)
    return `adapter table format ${String(raw.format)} is not supported by this bookmarklet (format ${ADAPTER_FORMAT})`;
  if (!text(raw.version, 64) || !Array.isArray(raw.sites) || raw.sites.length > MAX_SITES)
    return `the adapter table needs a version and at most ${MAX_SITES} sites`;
  const sites = raw.sites.map(readSite).filter((site): site is SiteAdapter => !!site);
  return { format: ADAPTER_FORMAT, version: raw.version, sites };
}

/** The user's taught entry, checked like a site (its selectors may be partial: they repair a base adapter). */
export function readTaught(raw: unknown): TaughtAdapter | undefined {
  if (!isData(raw) || !text(raw.host, 253) || !EDITORS.includes(raw.editor as string)) return;
  if (raw.base !== undefined && !text(raw.base, 40)) return;
  const selectors = readSelectors(raw.selectors, false);
  return selectors && { ...(raw as unknown as TaughtAdapter), selectors };
}
