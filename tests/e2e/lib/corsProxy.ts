// Puts CORS for one origin in front of a server that has none, as a user would with a reverse proxy: every
// request is passed through unchanged (streams included, so an old SSE endpoint keeps streaming), and the
// answers gain Access-Control-Allow-Origin and the exposed MCP headers; OPTIONS is answered here.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CorsProxy {
  /** The proxied URL: `targetUrl` with the proxy's host and port. */
  url: string;
  stop(): Promise<void>;
}

/**
 * CORS for `allowedOrigin` as a user's server or proxy would give it: the answer's headers (the MCP ones
 * exposed) and OPTIONS answered. True when it answered the request (a preflight), so the caller stops.
 */
export function answerCors(req: IncomingMessage, res: ServerResponse, allowedOrigin: string): boolean {
  if (req.headers.origin === allowedOrigin) {
    res.setHeader('access-control-allow-origin', allowedOrigin);
    res.setHeader('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version, www-authenticate');
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.writeHead(204).end();
  return true;
}

export async function startCorsProxy(targetUrl: string, allowedOrigin: string): Promise<CorsProxy> {
  const target = new URL(targetUrl);
  const http: Server = createServer((req, res) => {
    if (answerCors(req, res, allowedOrigin)) return;
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502).end(String(error));
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.port = String((http.address() as AddressInfo).port);
  return {
    url: url.href,
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
