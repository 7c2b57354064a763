// Names shared by the page runtime (embed/) and the sidebar hub (app/ + bridge/hub).
// Kept free of the SDK so the page bundle can import them. Each method's shape is in methods.ts.
import type { HubMethodNames, PageMethodNames } from './methods';

/** postMessage channel id for the page <-> sidebar transport pair. */
export const CHANNEL_ID = 'mcp-multi-bridge';

/** Capability key the hub advertises under `capabilities.extensions`. */
export const PAGE_EXTENSION = 'io.github.mcp-multi-bridge/page';

/** Vendor-prefixed requests the hub sends to the page client (sidebar -> page). */
export const PAGE_METHODS = {
  insertText: 'mcpbridge/insertText',
  attachFile: 'mcpbridge/attachFile',
  submit: 'mcpbridge/submit',
  health: 'mcpbridge/health',
  /** Runs one of the page's own (WebMCP) tools; the hub sends it only after its gate and approval. */
  callPageTool: 'mcpbridge/callPageTool',
  /** Applies the user's sidebar layout (PageLayoutParams) to the loader's frame on the page. */
  layout: 'mcpbridge/layout',
  /** Shows the picker on the page for the parts named (TeachParams); answers when the user saves or leaves. */
  teach: 'mcpbridge/teach',
} as const satisfies PageMethodNames;

/** Vendor-prefixed requests the page client sends to the hub (page -> sidebar). */
export const HUB_METHODS = {
  pageInfo: 'mcpbridge/pageInfo',
  /** Notification: the tools the page itself offers (WebMCP), sent again whenever they change. */
  pageTools: 'notifications/mcpbridge/pageTools',
  /** Notification: which parts of the chat the page's adapter finds (AdapterHealth), again on change. */
  pageHealth: 'notifications/mcpbridge/health',
  /** Notification `{ key }`: the user clicked a call's badge in the chat; the sidebar shows that call's card. */
  focusCall: 'notifications/mcpbridge/focusCall',
} as const satisfies HubMethodNames;

/** `_meta` key on a tools/call result that came from a tool of the page itself, not an MCP server. */
export const PAGE_SOURCE_META_KEY = 'io.github.mcp-multi-bridge/source';

/**
 * `_meta` key on a tools/call result: the hub paused agent mode for this turn (budget used up, or a call repeated
 * in a loop); its value is the reason. The page then writes the results back without sending them.
 */
export const AGENT_PAUSED_META_KEY = 'io.github.mcp-multi-bridge/agentPaused';

/** Server id prefix of the virtual server that holds a page's own tools: `page:<origin>`. */
export const PAGE_SERVER_PREFIX = 'page:';

/** postMessage channel of MCP-B's TabServerTransport (the @mcp-b/global polyfill's default). */
export const WEBMCP_TAB_CHANNEL = 'mcp-default';

/** Resource the page reads (and subscribes to) for its automation settings. */
export const SETTINGS_URI = 'mcpbridge://settings';

/** Name of the MCP prompt that renders the instructions (system prompt) for the chat. */
export const INSTRUCTIONS_PROMPT = 'mcp-multi-bridge-instructions';

/** `_meta` key on a page's tools/call that identifies the detected call, for dedup and the call card. */
export const CALL_META_KEY = 'io.github.mcp-multi-bridge/call';

/** JSON-RPC error codes of our own (the -32000..-32099 server range). */
export const ERROR_CODES = {
  originNotGranted: -32010,
} as const;
