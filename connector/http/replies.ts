// The connector's small HTTP answers: a JSON body, and the JSON-RPC error shape the spec gives for requests
// refused before any MCP handling (no id known, so `null`).
import type { ServerResponse } from 'node:http';

export function rpcError(code: number, message: string, id: unknown = null) {
  return { jsonrpc: '2.0', error: { code, message }, id };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}

/** A refused MCP request: the HTTP status and a JSON-RPC error body. */
export function sendRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  sendJson(res, status, rpcError(code, message));
}
