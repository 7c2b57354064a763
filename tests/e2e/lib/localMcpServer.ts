// A real MCP server on 127.0.0.1 (SDK v2, sessionful Streamable HTTP) that the app origin may call by CORS,
// as a user's own server would be. The tests bring the tools (`newServer`, one per session); this file adds
// CORS around the shared session handling (bridge/connections/test/mcpSessions.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerCors } from './corsProxy';
import { McpSessions, type ConnectableServer } from '../../../bridge/connections/test/mcpSessions';

export interface LocalMcpServer {
  /** The Streamable HTTP endpoint. */
  url: string;
  stop(): Promise<void>;
}

export async function startLocalMcpServer(
  allowedOrigin: string,
  newServer: () => ConnectableServer,
): Promise<LocalMcpServer> {
  const sessions = new McpSessions(newServer);
  const http: Server = createServer((req, res) => {
    void (async () => {
      if (answerCors(req, res, allowedOrigin)) return;
      await sessions.handle(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sessions.closeAll();
    },
  };
}
