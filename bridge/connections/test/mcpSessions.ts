// Test kit: the sessions of one sessionful Streamable HTTP endpoint (SDK v2), kept as a real server keeps
// them: an initialize request opens a session with a fresh MCP server, every later request goes to its
// session, anything else is refused the way the SDK's own servers refuse it. Shared by the test servers.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { isInitializeRequest } from '@modelcontextprotocol/server';

/** An SDK server (high-level McpServer or low-level Server) before it is connected. */
export interface ConnectableServer {
  connect(transport: NodeStreamableHTTPServerTransport): Promise<void>;
}

/** The request's body parsed as JSON; undefined when it is empty. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export class McpSessions<S extends ConnectableServer> {
  private readonly open = new Map<string, { transport: NodeStreamableHTTPServerTransport; server: S }>();

  constructor(private readonly newServer: () => S) {}

  /** The servers of the open sessions, e.g. to change their tools at runtime. */
  servers(): S[] {
    return [...this.open.values()].map(({ server }) => server);
  }

  /** Answers one request to the endpoint; reads its body when it is a POST. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const sessionId = req.headers['mcp-session-id'] as string | undefined;
    const body = req.method === 'POST' ? await readJsonBody(req) : undefined;
    const existing = sessionId ? this.open.get(sessionId) : undefined;
    if (existing) return existing.transport.handleRequest(req, res, body);
    if (!sessionId && req.method === 'POST' && isInitializeRequest(body)) {
      const server = this.newServer();
      const transport: NodeStreamableHTTPServerTransport = new NodeStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void this.open.set(id, { transport, server }),
      });
      await server.connect(transport);
      return transport.handleRequest(req, res, body);
    }
    const message = sessionId ? 'Session not found' : 'Bad Request: Session ID required';
    res.writeHead(sessionId ? 404 : 400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message }, id: null }));
  }

  /** Closes every session, as a stopped or crashed process loses them. */
  async closeAll(): Promise<void> {
    for (const { transport } of this.open.values()) await transport.close().catch(() => undefined);
    this.open.clear();
  }
}
