// Types of the page <-> sidebar protocol. Plain data, no SDK types, so the page bundle stays small.
import type { ReadyScan } from '../format/types';
import type { AdapterSource } from './adapters';
import type { PageLayout, PageSettings } from './settings';

export type ToolPolicy = 'auto' | 'ask' | 'off';

// The settings' keys, kinds, ranges and defaults are one table: settings.ts.
export type { PageSettings };

/** Sent by the page in tools/call `_meta[CALL_META_KEY]`. */
export interface CallMeta {
  /** Stable key of the detected call: conversation + call id + content hash. The hub runs a key at most once. */
  key: string;
  callId: string;
  conversation: string;
  /** The human turn (since the user's own last message) the call belongs to; the hub budgets automatic runs by it. */
  turn?: string;
}

export interface InsertTextParams {
  text: string;
  submit?: boolean;
}

export interface AttachFileParams {
  name: string;
  mimeType: string;
  /** Exactly one of text or base64. */
  text?: string;
  base64?: string;
  submit?: boolean;
}

export interface PageActionResult {
  ok: boolean;
  error?: string;
}

/** Selectors the generic adapter uses; also settable by the user and in the embed config. */
export interface GenericSelectors {
  input: string;
  sendButton: string;
  assistantMessage: string;
  codeBlock?: string;
  streaming?: string;
  userMessage?: string;
  fileInput?: string;
}

export interface SuggestedServer {
  name: string;
  url: string;
}

/** Page -> hub, once after connecting: what the page is and what its owner suggests. */
export interface PageInfoParams {
  adapter: string;
  title?: string;
  suggestedServers?: SuggestedServer[];
  /** The site owner's suggested defaults; the user's own settings win once set. */
  settingsDefaults?: Partial<PageSettings>;
  /** The host page's color scheme, for the sidebar's "Host page" theme. */
  colorScheme?: 'light' | 'dark';
  /** PAGE_RUNTIME_VERSION of the page runtime; absent from bookmarklets older than it. */
  runtime?: number;
}

/** Hub -> page request PAGE_METHODS.layout: how the loader shows the sidebar frame; absent fields stay. */
export type PageLayoutParams = Partial<PageLayout>;

export interface AdapterHealth {
  adapter: string;
  found: string[];
  missing: string[];
  /** Where the adapter came from (taught > served > built-in); absent from runtimes older than served tables. */
  source?: AdapterSource;
  /** The served table's version the page uses, when it uses one. */
  tableVersion?: string;
}

/** One field of a declarative WebMCP form (`<form toolname>`), as the page reads it; the hub builds the schema. */
export interface PageFormField {
  name: string;
  /** The input's type (`text`, `number`, `checkbox`, `radio`, ...), or `select` / `select-multiple` / `textarea`. */
  type: string;
  required?: boolean;
  /** From `toolparamtitle`. */
  title?: string;
  /** From `toolparamdescription`. */
  description?: string;
  /** A <select>'s option values, or a radio button's own value. */
  options?: string[];
}

/** A tool the page offers (WebMCP). Untrusted: the hub validates, bounds and gates all of it. */
export interface PageToolDescriptor {
  name: string;
  description?: string;
  /** Imperative tools: their JSON Schema. */
  inputSchema?: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean };
  /** Declarative form tools: their fields (the hub turns them into the input schema). */
  fields?: PageFormField[];
}

/** Page -> hub notification HUB_METHODS.pageTools. */
export interface PageToolsParams {
  tools: PageToolDescriptor[];
}

/** Hub -> page request PAGE_METHODS.callPageTool; answered with an MCP CallToolResult. */
export interface CallPageToolParams {
  name: string;
  arguments: Record<string, unknown>;
}

/** Page -> hub request HUB_METHODS.scanCalls: the text of code blocks that hold a call's mark (CALL_MARK). */
export interface ScanCallsParams {
  texts: string[];
}

/** The finished calls of each text, in order (bridge/format's scanCalls, read in the sidebar). */
export interface ScanCallsResult {
  scans: ReadyScan[][];
}

/** Page -> hub request HUB_METHODS.readResults: a long text pasted into the chat input that names a result. */
export interface ReadResultsParams {
  text: string;
}

/** The call id of each `<function_result>` block in the text, in order (bridge/format's parseResults). */
export interface ReadResultsResult {
  callIds: string[];
}
