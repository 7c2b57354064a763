// Test-only: an MCP server that speaks only the old HTTP+SSE transport (GET /sse + POST /messages).
// The v2 server no longer ships it, so this uses the frozen v1 SDK that the installed reference
// servers depend on: exactly the kind of older server users still run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import * as z from 'zod/v4';

export interface SseOnlyServer {
  url: string;
  calls: string[];
  /** Resolves once the server has started a call of tool `name` (at once if it already has). */
  waitForCall(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startSseOnlyServer(): Promise<SseOnlyServer> {
  const calls: string[] = [];
  const callWaiters = new Set<{ name: string; resolve: () => void }>();
  const record = (name: string, arg: unknown) => {
    calls.push(`${name}:${String(arg)}`);
    for (const waiter of callWaiters)
      if (waiter.name === name) {
        callWaiters.delete(waiter);
        waiter.resolve();
      }
  };
  const sessions = new Map<string, SSEServerTransport>();
  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/sse') {
      const transport = new SSEServerTransport('/messages', res);
      sessions.set(transport.sessionId, transport);
      transport.onclose = () => sessions.delete(transport.sessionId);
      const server = new McpServer({ name: 'old-sse-server', version: '0.9.0' });
      server.registerTool(
        'echo',
        { description: 'Echo text', inputSchema: { text: z.string() } },
        ({ text }) => {
          record('echo', text);
          return { content: [{ type: 'text', text }] };
        },
      );
      server.registerTool(
        'slow',
        { description: 'Waits ms', inputSchema: { ms: z.number() } },
        async ({ ms }) => {
          record('slow', ms);
          await new Promise((resolve) => setTimeout(resolve, ms));
          return { content: [{ type: 'text', text: `waited ${ms}` }] };
        },
      );
      void server.connect(transport);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/messages') {
      const transport = sessions.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) return void res.writeHead(404).end('Session not found');
      return void transport.handlePostMessage(req, res);
    }
    // Like an Express app with only those two routes: anything else is 404.
    res.writeHead(404, { 'content-type': 'text/html' }).end(`Cannot ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sse`,
    calls,
    waitForCall(name) {
      if (calls.some((call) => call.startsWith(`${name}:`))) return Promise.resolve();
      return new Promise((resolve) => callWaiters.add({ name, resolve }));
    },
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
