// Types of the page <-> sidebar protocol. Plain data, no SDK types, so the page bundle stays small.

export type ToolPolicy = 'auto' | 'ask' | 'off';

/** Automation settings the page runtime needs; read from SETTINGS_URI. */
export interface PageSettings {
  /** Run detected calls without waiting; tools with policy "ask" still wait for approval. */
  autoExecute: boolean;
  /** Write results into the chat input. */
  autoInsert: boolean;
  /** Press send after inserting results (the agent loop). */
  autoSubmit: boolean;
  insertDelayMs: number;
  submitDelayMs: number;
  /** Results longer than this many characters are attached as a .md file instead of typed. */
  attachThresholdChars: number;
  agentMode: boolean;
}

/** Sending on the user's behalf (auto-submit, agent loop) starts off; a site's embed config may suggest it. */
export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  autoExecute: true,
  autoInsert: true,
  autoSubmit: false,
  insertDelayMs: 0,
  submitDelayMs: 300,
  attachThresholdChars: 4000,
  agentMode: false,
};

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
}

/** Hub -> page request PAGE_METHODS.layout: how the loader shows the sidebar frame; absent fields stay. */
export interface PageLayoutParams {
  layout?: 'overlay' | 'push';
  /** Pixels, 320-800 (the page clamps too). */
  width?: number;
  /** Only the toggle handle shows. */
  minimized?: boolean;
}

export interface AdapterHealth {
  adapter: string;
  found: string[];
  missing: string[];
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
