// An MCP server stuck on a protocol version no current SDK speaks, as an outdated implementation is: plain
// Streamable HTTP with JSON answers and CORS for the app, answering initialize with `2023-01-01`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerCors } from './corsProxy';

export const OLD_PROTOCOL_VERSION = '2023-01-01';

export interface OldProtocolServer {
  url: string;
  stop(): Promise<void>;
}

export async function startOldProtocolServer(allowedOrigin: string): Promise<OldProtocolServer> {
  const http = createServer((req, res) => {
    if (answerCors(req, res, allowedOrigin)) return;
    if (req.method === 'DELETE') return void res.writeHead(200).end();
    if (req.method !== 'POST') return void res.writeHead(405).end();
    void answer(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    stop: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  const message = JSON.parse(body) as { id?: number | string; method: string };
  if (message.id === undefined) return void res.writeHead(202).end();
  const result =
    message.method === 'initialize'
      ? {
          protocolVersion: OLD_PROTOCOL_VERSION,
          capabilities: { tools: {} },
          serverInfo: { name: 'old-protocol', version: '0.1.0' },
        }
      : message.method === 'tools/list'
        ? { tools: [] }
        : undefined;
  res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'old-session' });
  res.end(
    JSON.stringify(
      result
        ? { jsonrpc: '2.0', id: message.id, result }
        : { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } },
    ),
  );
}
