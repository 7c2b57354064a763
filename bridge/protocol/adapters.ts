// Adapter data as it crosses between the sidebar and the page: the table of sites served with the deployed app,
// and the adapter the user taught for the page's host. Data only (selectors and an editor family name): the
// page never runs code it receives. Types and a few constants, so the page bundle stays small.

/** The version of the served table's shape. A page refuses a table of another format and keeps its built-in one. */
export const ADAPTER_FORMAT = 1;

/** The longest selector the page accepts in a served or taught adapter; the picker's answer and the editor keep to it. */
export const MAX_SELECTOR_CHARS = 1000;

/** The hub resource the page reads (and subscribes to) for the served table and the taught adapter of its host. */
export const ADAPTERS_URI = 'mcpbridge://adapters';

/**
 * The page runtime's own version, sent in PageInfoParams.runtime. The sidebar says the bookmarklet is outdated
 * when a page reports a lower one (or none). Raise it when the page runtime gains behaviour users need.
 */
export const PAGE_RUNTIME_VERSION = 2;

/**
 * How text gets into the chat input. 'auto' picks by the element (textarea/input vs contenteditable); the
 * named editor families get a strategy that speaks to that library (embed/editors).
 */
export type EditorKind = 'textarea' | 'prosemirror' | 'quill' | 'lexical' | 'auto';

/** Each value may list fallbacks separated by commas; every alternative must select the same part. */
export interface AdapterSelectors {
  input: string;
  sendButton: string;
  assistantMessage: string;
  /** Code blocks inside an assistant message, where the AI writes tool calls. */
  codeBlock: string;
  /**
   * Present while an answer streams: on or inside the message, around it (e.g. `[data-is-streaming=true]`),
   * or anywhere on the page (e.g. a stop button), which then means the newest assistant message streams.
   */
  streaming?: string;
  userMessage?: string;
  fileInput?: string;
  dropZone?: string;
  /** Present while an attachment is still uploading; send waits until it is gone. */
  uploading?: string;
}

export type AdapterPart = keyof AdapterSelectors;

export interface SiteAdapter {
  id: string;
  /** Hostnames (subdomains match too); `host/path` limits it to paths under /path. Checked first. */
  hosts?: readonly string[];
  /** Selectors that must all be on the page: finds self-hosted apps on any host. Checked after hosts. */
  fingerprint?: readonly string[];
  selectors: AdapterSelectors;
  editor: EditorKind;
}

/** The served table: every known site, as shipped with the deployed app (dist/adapters.json). */
export interface AdapterTable {
  format: number;
  /** Changes whenever the sites' data changes (a hash of it); shown in the sidebar. */
  version: string;
  sites: SiteAdapter[];
}

/** What the user taught for one host: selectors picked on the page, applied over the adapter it repairs. */
export interface TaughtAdapter {
  /** The page's hostname, as the hub learned it from the transport (never as the page claims it). */
  host: string;
  /** The id of the adapter whose parts it repairs; absent when the site had none (generic). */
  base?: string;
  selectors: Partial<AdapterSelectors>;
  editor: EditorKind;
  /** ISO time of the last save. */
  savedAt: string;
}

/** The text of ADAPTERS_URI: the table is `unknown` because the page checks its format and shape itself. */
export interface AdaptersResource {
  table?: unknown;
  taught?: TaughtAdapter;
}

/** Where the page's adapter came from, in order of precedence (the embed config's named adapter is `config`). */
export type AdapterSource = 'taught' | 'served' | 'built-in' | 'generic';

/** Hub -> page request PAGE_METHODS.teach: show the picker for these parts (required first, then optional). */
export interface TeachParams {
  parts: AdapterPart[];
  optional?: AdapterPart[];
}

/** One live check of a picked part, shown to the user before saving. */
export interface TeachCheck {
  part: AdapterPart;
  ok: boolean;
  /** How many elements the selector matches now. */
  matched: number;
  /** Why it failed, in words for the user. */
  problem?: string;
}

/** The picker's answer: the user saved (selectors and the input's editor family) or left (`ok: false`). */
export interface TeachResult {
  ok: boolean;
  error?: string;
  selectors?: Partial<AdapterSelectors>;
  editor?: EditorKind;
  checks?: TeachCheck[];
}

/** Attribute values longer than this never name a part (derived selectors skip them), so the picker leaves them out. */
export const SUMMARY_VALUE_CHARS = 60;

/**
 * One element as the page's picker describes it to the sidebar, which derives selectors from it (bridge/teach):
 * what a selector can be built from, and nothing else of the page.
 */
export interface ElementSummary {
  tag: string;
  /** The id attribute, null when the element has none. */
  id: string | null;
  classes: string[];
  /** Every attribute whose value is at most SUMMARY_VALUE_CHARS long, in order: [name, value]. */
  attributes: [string, string][];
}

/**
 * Page -> hub request HUB_METHODS.deriveSelectors. `chain` is the picked element and its ancestors up to <html>.
 * - `root`: which of them is the message the click is in; `reasoning[i]` is where the first element named like
 *   the model's reasoning inside `chain[i]` (and not around the click) meets the chain, or -1.
 * - `one`: selectors that may match exactly `chain[0]`, best first.
 * - `messages`: selectors for `chain[0]` and its peers of the same author, none touching the `exclude`d.
 */
export type DeriveParams =
  | { kind: 'root'; chain: ElementSummary[]; reasoning: number[] }
  | { kind: 'one'; chain: ElementSummary[] }
  | { kind: 'messages'; chain: ElementSummary[]; exclude: ElementSummary[] };

/**
 * The derivation's answer: the message's index in the chain (`root`), or the candidate selectors, best first, which
 * the page checks against itself; for messages also the selectors of the answer's parent, whose kind every match's
 * parent must share.
 */
export type DeriveResult = {
  root?: number;
  selectors?: string[];
  parentSelectors?: string[];
};
