// A real MCP server (SDK v2 low-level Server, stateless Streamable HTTP on 127.0.0.1) with two tools whose
// input schemas refer to themselves: `deep`, a 147-byte recursive anyOf that costs twice as much to coerce
// per level of nesting unless the walk is bounded, and `loop`, a union whose first branch is itself, which
// overflowed the stack when the instructions rendered its type. CORS lets the app origin reach it.
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { Server } from '@modelcontextprotocol/server';

export const RECURSIVE_SCHEMA =
  '{"$defs":{"a":{"anyOf":[{"properties":{"x":{"$ref":"#/$defs/a"}},"required":["q"]},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}';

export interface RecursiveSchemaServer {
  url: string;
  /** Names of the tools/call requests that reached the server. */
  calls: string[];
  stop(): Promise<void>;
}

function buildServer(calls: string[]): Server {
  const server = new Server({ name: 'recursive', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', () => ({
    tools: [
      {
        name: 'deep',
        description: 'Takes a nested value (its schema refers to itself)',
        inputSchema: {
          type: 'object' as const,
          ...(JSON.parse(RECURSIVE_SCHEMA) as Record<string, unknown>),
        },
      },
      {
        name: 'loop',
        description: 'Takes a value whose type is a union that contains itself',
        inputSchema: {
          type: 'object' as const,
          properties: { v: { $ref: '#/$defs/u' } },
          $defs: { u: { anyOf: [{ $ref: '#/$defs/u' }, { type: 'string' }] } },
        },
      },
    ],
  }));
  server.setRequestHandler('tools/call', (request) => {
    calls.push(request.params.name);
    return { content: [{ type: 'text' as const, text: `${request.params.name} ran` }] };
  });
  return server;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startRecursiveSchemaServer(allowedOrigin: string): Promise<RecursiveSchemaServer> {
  const calls: string[] = [];
  const http: HttpServer = createServer((req, res) => {
    void (async () => {
      if (req.headers.origin === allowedOrigin) {
        res.setHeader('Access-Control-Allow-Origin', allowedOrigin);
        res.setHeader('Access-Control-Expose-Headers', 'mcp-session-id, mcp-protocol-version');
      }
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      // Stateless: a fresh server and transport per request, which is all this one tool needs.
      const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await buildServer(calls).connect(transport);
      await transport.handleRequest(req, res, await readJson(req));
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    calls,
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
