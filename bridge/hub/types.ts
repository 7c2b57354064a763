// Contract between the hub (an MCP server the page talks to) and its host (the sidebar app).
// The hub enforces the trust model; the host owns state and UI.
import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { InstructionPreferences } from '../instructions/buildInstructions';
import type { AdaptersResource } from '../protocol/adapters';
import type { AdapterHealth, CallMeta, PageInfoParams, PageSettings, ToolPolicy } from '../protocol/types';
import type { ArgumentErrors } from '../schema/validate';

/** A tool as the page sees it: namespaced when names collide across servers. */
export interface HubTool {
  /** Name exposed to the page and the AI (e.g. `list_directory` or `memory__read_graph`). */
  exposedName: string;
  serverId: string;
  serverName: string;
  /** The tool's own name on its server. */
  name: string;
  description?: string;
  inputSchema: Tool['inputSchema'];
  annotations?: Tool['annotations'];
  policy: ToolPolicy;
  /** MCP Apps `visibility: ["app"]`: only its server's app may call it; never listed for or called by the chat. */
  appOnly?: true;
}

export type CallStatus = 'pending' | 'running' | 'done' | 'error' | 'rejected';

export interface CallRecord {
  id: string;
  /** `app`: asked for by an MCP App shown in a call card (its own server's tools only). */
  source: 'chat' | 'manual' | 'app';
  origin?: string;
  meta?: CallMeta;
  exposedName: string;
  serverId?: string;
  toolName?: string;
  /** Arguments after coercion to the tool's schema. */
  args: Record<string, unknown>;
  status: CallStatus;
  /** Why a chat call asks although its policy would run it (the turn's budget is used up, or it repeats). */
  reason?: string;
  result?: CallToolResult;
  /** The result is in the saved history only: the sidebar keeps the newest results in memory, loads older ones. */
  resultSaved?: true;
  /** A clear, user-facing reason when status is error. */
  error?: string;
  /** True when a failed call may be retried by the user (the Retry button). */
  retryable?: boolean;
  progress?: { progress: number; total?: number; message?: string };
  startedAt: number;
  endedAt?: number;
}

/** Which tool a manual run or a Retry means: the server's own name, which a namespaced exposedName is not. */
export type ToolRef = Pick<HubTool, 'serverId' | 'name'>;

/** A manual run either starts (its card follows the call) or is refused with what to fix in the form. */
export type ManualRun =
  | { started: true; callId: string; done: Promise<CallRecord> }
  | { started: false; errors: ArgumentErrors; message: string };

export interface HubHost {
  /** Deny by default: only origins the user granted in the sidebar see tools. */
  isOriginGranted(origin: string): boolean;
  /** The page at `origin` connected; the UI shows the grant prompt when needed. */
  onPageConnected(origin: string, info?: PageInfoParams): void;
  /** Enabled tools with their policies; tools with policy "off" are left out by the hub. */
  tools(): HubTool[];
  settings(): PageSettings;
  /** The user's choices for the instructions text: agent mode, compact form, own text, tools left out. */
  instructionPreferences(): InstructionPreferences;
  /** Shows the pending card; resolves true on Run, false on Reject. Only a sidebar click decides. */
  requestApproval(call: CallRecord, signal: AbortSignal): Promise<boolean>;
  /** Runs the tool on its server (the connection manager does the work). */
  execute(
    tool: HubTool,
    args: Record<string, unknown>,
    signal: AbortSignal,
    onProgress: (p: NonNullable<CallRecord['progress']>) => void,
  ): Promise<CallToolResult>;
  /** Upserts a call card. Called on every status change. */
  recordCall(call: CallRecord): void;
  /** Which parts of its chat the page's adapter finds now; the sidebar warns when a site's layout changed. */
  onPageHealth?(origin: string, health: AdapterHealth): void;
  /** The user clicked the chat badge of the call whose CallMeta key is `key`: show and focus its card. */
  onFocusCall?(key: string): void;
  /** The page at `origin` offers these tools of its own (WebMCP); shown in the sidebar, run only when enabled. */
  onPageTools?(origin: string, tools: PageTool[]): void;
  /** Deny by default: a page's own tools are listed and run only after the user enables them. */
  pageToolsEnabled?(origin: string): boolean;
  /** The user's policy for a page tool; "ask" when unset. */
  pageToolPolicy?(origin: string, toolName: string): ToolPolicy | undefined;
  /**
   * The served adapter table and the user's taught adapter for this origin's host (ADAPTERS_URI). Read without
   * a grant: see hubServer.ts.
   */
  adapters?(origin: string): AdaptersResource;
}

/** A tool the connected page offers itself (WebMCP), with its input schema (built by the hub for forms). */
export interface PageTool {
  name: string;
  description?: string;
  inputSchema: Tool['inputSchema'];
  annotations?: Tool['annotations'];
  /** A declarative `<form toolname>` tool. */
  form: boolean;
}
