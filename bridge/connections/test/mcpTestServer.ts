// Test-only: a real sessionful MCP server (SDK v2, Streamable HTTP) on 127.0.0.1 that can be
// killed and restarted on the same port, so tests meet the failures users meet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { McpSessions } from './mcpSessions';

export interface ServerLog {
  /** Every tool invocation the server started, in order, across restarts. */
  calls: { name: string; args: unknown }[];
  /** Authorization header of every HTTP request. */
  authHeaders: (string | undefined)[];
  /** X-Team header of every HTTP request (a custom header from the server settings). */
  teamHeaders: (string | undefined)[];
}

export interface TestServer {
  url: string;
  port: number;
  log: ServerLog;
  /** Resolves once the server has started a call of tool `name` (at once if it already has). */
  waitForCall(name: string): Promise<void>;
  /** Adds a tool at runtime; the server emits notifications/tools/list_changed. */
  addTool(name: string): void;
  /** Drops every socket at once, like a crashed process. */
  kill(): Promise<void>;
  /** Starts again on the same port with an empty session map (a restarted process). */
  restart(): Promise<void>;
}

type CallEntry = ServerLog['calls'][number];

function buildMcpServer(record: (call: CallEntry) => void, extraTools: string[]): McpServer {
  const server = new McpServer({ name: 'test-server', version: '1.0.0' });
  server.registerTool(
    'echo',
    { description: 'Echo text', inputSchema: z.object({ text: z.string() }) },
    ({ text }) => {
      record({ name: 'echo', args: { text } });
      return { content: [{ type: 'text', text }] };
    },
  );
  server.registerTool(
    'slow',
    { description: 'Waits ms', inputSchema: z.object({ ms: z.number() }) },
    async ({ ms }) => {
      record({ name: 'slow', args: { ms } });
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { content: [{ type: 'text', text: `waited ${ms}` }] };
    },
  );
  server.registerTool(
    'progress',
    {
      description: 'Works for steps x every ms, reporting progress',
      inputSchema: z.object({ steps: z.number(), every: z.number() }),
    },
    async ({ steps, every }, ctx) => {
      record({ name: 'progress', args: { steps, every } });
      const progressToken = ctx.mcpReq._meta?.progressToken;
      for (let step = 1; step <= steps; step++) {
        await new Promise((resolve) => setTimeout(resolve, every));
        if (progressToken !== undefined) {
          await ctx.mcpReq.notify({
            method: 'notifications/progress',
            params: { progressToken, progress: step, total: steps },
          });
        }
      }
      return { content: [{ type: 'text', text: `done ${steps}` }] };
    },
  );
  server.registerTool('fail', { description: 'Always fails' }, () => {
    record({ name: 'fail', args: {} });
    return { content: [{ type: 'text', text: 'it broke' }], isError: true };
  });
  for (const name of extraTools) {
    server.registerTool(name, { description: `Extra ${name}` }, () => ({
      content: [{ type: 'text', text: name }],
    }));
  }
  return server;
}

export async function startTestServer(port = 0): Promise<TestServer> {
  const log: ServerLog = { calls: [], authHeaders: [], teamHeaders: [] };
  const callWaiters = new Set<{ name: string; resolve: () => void }>();
  const record = (call: CallEntry) => {
    log.calls.push(call);
    for (const waiter of callWaiters)
      if (waiter.name === call.name) {
        callWaiters.delete(waiter);
        waiter.resolve();
      }
  };
  const extraTools: string[] = [];
  const newSessions = () => new McpSessions(() => buildMcpServer(record, extraTools));
  let sessions = newSessions();
  let http: Server | undefined;

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      sessions = newSessions();
      const server = createServer((req, res) => {
        void (async () => {
          log.authHeaders.push(req.headers.authorization);
          log.teamHeaders.push(req.headers['x-team'] as string | undefined);
          await sessions.handle(req, res);
        })().catch((error: unknown) => {
          if (!res.headersSent) res.writeHead(500).end(String(error));
        });
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => {
        http = server;
        resolve((server.address() as AddressInfo).port);
      });
    });

  const actualPort = await listen(port);
  const kill = async () => {
    const server = http;
    http = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await sessions.closeAll();
    // A real crash and restart takes longer than this; it lets clients see their idle keep-alive
    // sockets close, as they would, instead of writing a request into a socket already shut.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return {
    url: `http://127.0.0.1:${actualPort}/mcp`,
    port: actualPort,
    log,
    waitForCall(name) {
      if (log.calls.some((call) => call.name === name)) return Promise.resolve();
      return new Promise((resolve) => callWaiters.add({ name, resolve }));
    },
    addTool(name) {
      extraTools.push(name);
      for (const mcp of sessions.servers()) {
        mcp.registerTool(name, { description: `Extra ${name}` }, () => ({
          content: [{ type: 'text', text: name }],
        }));
      }
    },
    kill,
    async restart() {
      await kill();
      await listen(actualPort);
    },
  };
}
