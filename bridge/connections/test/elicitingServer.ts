// Test-only: a real MCP server (SDK v2, Streamable HTTP, 127.0.0.1) whose tools ask the client questions:
// a form with defaults, a URL to open (then the completion notice), and a URL that is not http(s); one
// reports progress while its question waits, then works on after the answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { McpSessions } from './mcpSessions';

export interface ElicitingServer {
  url: string;
  /** The client capabilities each session declared at initialize. */
  capabilities: unknown[];
  close(): Promise<void>;
}

const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });

function buildServer(capabilities: unknown[]): McpServer {
  const server = new McpServer({ name: 'eliciting', version: '1.0.0' });
  server.server.oninitialized = () => capabilities.push(server.server.getClientCapabilities());
  server.registerTool('ask_name', { description: 'Asks for a name' }, async (ctx) =>
    text(
      await ctx.mcpReq.elicitInput({
        mode: 'form',
        message: 'Who are you?',
        requestedSchema: {
          type: 'object',
          properties: {
            name: { type: 'string', default: 'Ada' },
            age: { type: 'integer', minimum: 0 },
          },
          required: ['name'],
        },
      }),
    ),
  );
  server.registerTool(
    'ask_then_work',
    {
      description: 'Asks for a name, reports progress while waiting, then works workMs after the answer',
      inputSchema: z.object({ workMs: z.number() }),
    },
    async ({ workMs }, ctx) => {
      const answer = ctx.mcpReq.elicitInput({
        mode: 'form',
        message: 'Still there?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
      });
      const progressToken = ctx.mcpReq._meta?.progressToken;
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (progressToken !== undefined)
        await ctx.mcpReq.notify({
          method: 'notifications/progress',
          params: { progressToken, progress: 1, message: 'waiting for you' },
        });
      const result = await answer;
      await new Promise((resolve) => setTimeout(resolve, workMs));
      return text(result);
    },
  );
  server.registerTool(
    'open_page',
    { description: 'Asks to open a page', inputSchema: z.object({ url: z.string() }) },
    async ({ url }, ctx) => {
      const result = await ctx.mcpReq.elicitInput({
        mode: 'url',
        message: 'Sign in there',
        url,
        elicitationId: 'step-1',
      });
      if (result.action === 'accept') await server.server.createElicitationCompletionNotifier('step-1')();
      return text(result);
    },
  );
  return server;
}

export async function startElicitingServer(): Promise<ElicitingServer> {
  const capabilities: unknown[] = [];
  const sessions = new McpSessions(() => buildServer(capabilities));
  const http = createServer((req, res) => {
    sessions.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    capabilities,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sessions.closeAll();
    },
  };
}
