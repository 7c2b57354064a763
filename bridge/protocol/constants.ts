// Names shared by the page runtime (embed/) and the sidebar hub (app/ + bridge/hub).
// Kept free of the SDK so the page bundle can import them. Each method's shape is in methods.ts.
import type { HubMethodNames, PageMethodNames } from './methods';

/** postMessage channel id for the page <-> sidebar transport pair. */
export const CHANNEL_ID = 'mcp-multi-bridge';

// Prefixes written once: the page bundle keeps every copy of a string, but only one of a constant.
const NAMESPACE = `io.github.${CHANNEL_ID}/` as const;
const METHOD = 'mcpbridge/';
const NOTIFICATION = `notifications/${METHOD}` as const;

/** Capability key the hub advertises under `capabilities.extensions`. */
export const PAGE_EXTENSION = `${NAMESPACE}page` as const;

/** Vendor-prefixed requests the hub sends to the page client (sidebar -> page). */
export const PAGE_METHODS = {
  insertText: `${METHOD}insertText`,
  attachFile: `${METHOD}attachFile`,
  submit: `${METHOD}submit`,
  health: `${METHOD}health`,
  /** Runs one of the page's own (WebMCP) tools; the hub sends it only after its gate and approval. */
  callPageTool: `${METHOD}callPageTool`,
  /** Applies the user's sidebar layout (PageLayoutParams) to the loader's frame on the page. */
  layout: `${METHOD}layout`,
  /** Shows the picker on the page for the parts named (TeachParams); answers when the user saves or leaves. */
  teach: `${METHOD}teach`,
} as const satisfies PageMethodNames;

/** Vendor-prefixed requests the page client sends to the hub (page -> sidebar). */
export const HUB_METHODS = {
  pageInfo: `${METHOD}pageInfo`,
  /** Reads the calls in code blocks of the page's chat (ScanCallsParams): the call parser runs in the sidebar. */
  scanCalls: `${METHOD}scanCalls`,
  /** Derives selectors from what the picker points at (DeriveParams): the derivation runs in the sidebar. */
  deriveSelectors: `${METHOD}deriveSelectors`,
  /** The call ids of the results in a text the user pasted (ReadResultsParams), read by the sidebar. */
  readResults: `${METHOD}readResults`,
  /** Notification: the tools the page itself offers (WebMCP), sent again whenever they change. */
  pageTools: `${NOTIFICATION}pageTools`,
  /** Notification: which parts of the chat the page's adapter finds (AdapterHealth), again on change. */
  pageHealth: `${NOTIFICATION}health`,
  /** Notification `{ key }`: the user clicked a call's badge in the chat; the sidebar shows that call's card. */
  focusCall: `${NOTIFICATION}focusCall`,
} as const satisfies HubMethodNames;

/** `_meta` key on a tools/call result that came from a tool of the page itself, not an MCP server. */
export const PAGE_SOURCE_META_KEY = `${NAMESPACE}source` as const;

/**
 * `_meta` key on a tools/call result: the hub paused agent mode for this turn (budget used up, or a call repeated
 * in a loop); its value is the reason. The page then writes the results back without sending them.
 */
export const AGENT_PAUSED_META_KEY = `${NAMESPACE}agentPaused` as const;

/**
 * `_meta` key on a tools/call result: the result as the chat reads it (bridge/format/toolResult.ts), which the
 * page writes back as it is.
 */
export const CHAT_TEXT_META_KEY = `${NAMESPACE}chatText` as const;

/** Server id prefix of the virtual server that holds a page's own tools: `page:<origin>`. */
export const PAGE_SERVER_PREFIX = 'page:';

/** postMessage channel of MCP-B's TabServerTransport (the @mcp-b/global polyfill's default). */
export const WEBMCP_TAB_CHANNEL = 'mcp-default';

/** Resource the page reads (and subscribes to) for its automation settings. */
export const SETTINGS_URI = 'mcpbridge://settings';

/** Name of the MCP prompt that renders the instructions (system prompt) for the chat. */
export const INSTRUCTIONS_PROMPT = 'mcp-multi-bridge-instructions';

/** `_meta` key on a page's tools/call that identifies the detected call, for dedup and the call card. */
export const CALL_META_KEY = `${NAMESPACE}call` as const;

/** JSON-RPC error codes of our own (the -32000..-32099 server range). */
export const ERROR_CODES = {
  originNotGranted: -32010,
} as const;
