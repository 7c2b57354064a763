// Raw JSON-RPC over Streamable HTTP, for the probes that must see what the SDK hides: the status, which
// headers the browser lets us read, and the body of a refusal.
import { deadline, probeHeaders } from './requestParts';
import type { DiagnoseContext } from './types';

const INITIALIZE_ID = 'diagnose-initialize';

export function initializeBody(ctx: DiagnoseContext, protocolVersion: string): unknown {
  return {
    jsonrpc: '2.0',
    id: INITIALIZE_ID,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: ctx.deps.clientInfo },
  };
}

export function postJsonRpc(ctx: DiagnoseContext, body: unknown, sessionId?: string): Promise<Response> {
  const headers: Record<string, string> = {
    ...probeHeaders(ctx),
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  if (sessionId) headers['mcp-session-id'] = sessionId;
  return ctx.deps.fetch(ctx.config.url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: deadline(ctx),
  });
}

export interface RpcAnswer {
  /** The first JSON-RPC message of a JSON or SSE body; undefined when it holds none. */
  message: Record<string, unknown> | undefined;
  text: string;
}

export async function readJsonRpc(response: Response): Promise<RpcAnswer> {
  const text = await response.text();
  return { message: firstMessage(text, response), text };
}

function firstMessage(text: string, response: Response): Record<string, unknown> | undefined {
  const isStream = response.headers.get('content-type')?.includes('text/event-stream');
  const candidates = isStream
    ? text
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
    : [text];
  for (const candidate of candidates) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
    } catch {
      // not JSON: try the next event
    }
  }
  return undefined;
}

/** A refusal's words: its JSON-RPC error message, else the start of the body. */
export function errorMessageOf({ message, text }: RpcAnswer): string {
  const error = message?.['error'] as { message?: unknown } | undefined;
  if (typeof error?.message === 'string') return error.message;
  return text.trim().slice(0, 160);
}
