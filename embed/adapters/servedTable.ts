// Checks adapter data from the sidebar (the served table, the taught entry) before the page uses it. Written by
// hand rather than with zod: zod would add tens of KB to a bookmarklet that must stay under 55,000 characters.
// Adapter data is data: strings only, bounded, known keys and editor kinds, selectors that parse. A bad site
// is dropped on its own, so one typo in a deploy does not cost the other sites.
import { ADAPTER_FORMAT, MAX_SELECTOR_CHARS } from '../../bridge/protocol/adapters';
import type { AdapterTable, TaughtAdapter } from '../../bridge/protocol/adapters';
import { isRecord } from '../../bridge/format/isRecord';
import type { SiteAdapter } from './types';

/** Every adapter part; the first four are the ones every site has. */
const PARTS =
  'input sendButton assistantMessage codeBlock streaming userMessage fileInput dropZone uploading'.split(' ');
const KEYS = ['id', 'hosts', 'fingerprint', 'editor', 'selectors', ...PARTS];

/** The adapter's data with its keys in one order, so two copies of the same data compare equal. */
export const adapterKey = (adapter: SiteAdapter): string => JSON.stringify(adapter, KEYS);
const MAX_SITES = 200;

type Check = (value: unknown) => boolean;
const text =
  (max = MAX_SELECTOR_CHARS): Check =>
  (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= max;
/** A selector that throws while parsing never reaches querySelector on the page; a fragment matches nothing. */
const parses: Check = (selector) => {
  try {
    return text()(selector) && !document.createDocumentFragment().querySelector(selector as string);
  } catch {
    return false;
  }
};
const list =
  (check: Check, max: number): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && value.every((item) => check(item));
const editor: Check = (value) =>
  'textarea prosemirror quill lexical auto'.split(' ').includes(value as string);
/** Known parts only, each a selector that parses, and at least the first `required` parts. */
const selectors =
  (required: number): Check =>
  (value) =>
    isRecord(value) &&
    Object.keys(value).every((key) => PARTS.includes(key) && parses(value[key])) &&
    PARTS.slice(0, required).every((key) => key in value);

/** Each key of `shape` passes its check; a key ending in `?` may also be absent. */
const fits = (raw: unknown, shape: Record<string, Check>): boolean =>
  isRecord(raw) &&
  Object.entries(shape).every(([key, check]) => {
    const value = raw[key.replace('?', '')];
    return (key.endsWith('?') && value === undefined) || check(value);
  });

const SITE = {
  id: (id: unknown) => typeof id === 'string' && /^[\w.-]{1,40}$/.test(id),
  editor,
  selectors: selectors(4),
  'hosts?': list(text(), 20),
  'fingerprint?': list(parses, 10),
};
/** A taught entry's selectors may be partial: they repair a base adapter. */
const TAUGHT = { host: text(253), editor, selectors: selectors(0), 'base?': text(40) };

/** A site that passes its check, with only the keys an adapter has. */
export const readSite = (raw: unknown): SiteAdapter | undefined =>
  fits(raw, SITE) ? (JSON.parse(adapterKey(raw as unknown as SiteAdapter)) as SiteAdapter) : undefined;

/** The served table, or why it was refused. Sites that fail their check are left out one by one. */
export function readServedTable(raw: unknown): AdapterTable | string {
  if (!isRecord(raw)) return 'table not an object';
  if (raw.format !== ADAPTER_FORMAT)
    return `table format ${String(raw.format)}; this bookmarklet reads format ${ADAPTER_FORMAT}`;
  if (!text(64)(raw.version) || !Array.isArray(raw.sites) || raw.sites.length > MAX_SITES)
    return `table without a version or over ${MAX_SITES} sites`;
  const sites = raw.sites.map(readSite).filter((site): site is SiteAdapter => !!site);
  return { format: ADAPTER_FORMAT, version: raw.version as string, sites };
}

/** The user's taught entry, checked like a site. */
export const readTaught = (raw: unknown): TaughtAdapter | undefined =>
  fits(raw, TAUGHT) ? (raw as unknown as TaughtAdapter) : undefined;
