// Contract of the connection manager: the sidebar's connections to the user's MCP servers.
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import type { UserWait } from './callTimer';

export type TransportKind = 'auto' | 'streamable-http' | 'sse';

export interface ServerConfig {
  id: string;
  name: string;
  url: string;
  transport: TransportKind;
  enabled: boolean;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer …`. Lives only in the sidebar's storage. */
  bearerToken?: string;
  /** Origin of the site that suggested this server; the user confirmed it. */
  suggestedBy?: string;
  /** The server signs users in with OAuth; the app supplies the provider (tokens stay in its storage). */
  auth?: 'oauth';
}

export type ServerStatus =
  | { state: 'disabled' }
  | { state: 'connecting' }
  | { state: 'connected'; toolCount: number; transport: 'streamable-http' | 'sse' }
  | { state: 'auth-needed'; message: string }
  | { state: 'error'; message: string; hint?: string };

export type ServerTool = Tool & { serverId: string };

/** Why a call failed, so the UI and the page can say it clearly and decide about Retry. */
export type CallFailureKind =
  | 'unreachable' // the request never reached the server (refused, DNS, CORS); safe to retry
  | 'timeout' // sent, no answer in time; never retried automatically
  | 'disconnected' // the connection dropped after sending; never retried automatically
  | 'cancelled'
  | 'protocol' // the server answered with a JSON-RPC error
  | 'not-connected';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  onProgress?: (progress: { progress: number; total?: number; message?: string }) => void;
  /** The server's questions to the user (elicitation): the call's timeout pauses while one waits. */
  waitsForUser?: UserWait;
}

export interface ConnectionEvents {
  onStatus(serverId: string, status: ServerStatus): void;
  onTools(serverId: string, tools: ServerTool[]): void;
}

export type { CallToolResult, Tool };

/** Thrown by ConnectionManager.callTool; `retryable` drives the call card's Retry button. */
export class CallFailure extends Error {
  constructor(
    message: string,
    readonly kind: CallFailureKind,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CallFailure';
  }
}
