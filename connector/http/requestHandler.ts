// The connector's HTTP entry: the security checks first (Host, Origin, the preflight, the token), then the
// routes: /pair, /health and /servers/<name>/mcp.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAIR_PATH } from '../../bridge/protocol/pairing.js';
import type { ManagedChild } from '../children/managedChild.js';
import { handlePair } from '../pairing/pairRoute.js';
import type { PairingCodes } from '../pairing/pairingCodes.js';
import { isAllowedHost } from '../security/host.js';
import { checkOrigin } from '../security/origin.js';
import { isAuthorized, WWW_AUTHENTICATE } from '../security/token.js';
import { corsHeaders, preflightHeaders } from './cors.js';
import { health } from './healthRoute.js';
import { handleMcp } from './mcpRoute.js';
import { sendJson } from './replies.js';
import type { SessionRegistry } from './sessions.js';

const SERVER_PATH = /^\/servers\/([^/]+)\/mcp$/;

export interface HandlerContext {
  port(): number;
  baseUrl(): string;
  allowedOrigins: readonly string[];
  token: string;
  pairingCodes: PairingCodes;
  children: ReadonlyMap<string, ManagedChild>;
  sessions: SessionRegistry;
  log(line: string): void;
}

export function createHttpHandler(ctx: HandlerContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(ctx, req, res).catch((error: unknown) => {
      ctx.log(`request failed: ${(error as Error).message}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.end();
    });
  };
}

async function handle(ctx: HandlerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!isAllowedHost(req.headers.host, ctx.port()))
    return sendJson(res, 403, { error: 'forbidden: unexpected Host header' });
  const origin = req.headers.origin;
  const verdict = checkOrigin(origin, ctx.allowedOrigins);
  if (verdict === 'forbidden') return sendJson(res, 403, { error: 'forbidden: origin not allowed' });
  if (req.method === 'OPTIONS') {
    const headers = verdict === 'allowed' && origin ? preflightHeaders(origin, req.headers) : {};
    res.writeHead(204, headers).end();
    return;
  }
  if (verdict === 'allowed' && origin)
    for (const [k, v] of Object.entries(corsHeaders(origin))) res.setHeader(k, v);
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (path === PAIR_PATH) return handlePair(req, res, ctx.pairingCodes, ctx.token);
  if (!isAuthorized(req.headers.authorization, ctx.token)) {
    res.setHeader('WWW-Authenticate', WWW_AUTHENTICATE);
    return sendJson(res, 401, { error: 'unauthorized: a valid bearer token is required' });
  }
  if ((path === '/health' || path === '/') && req.method === 'GET')
    return sendJson(res, 200, health(ctx.baseUrl(), ctx.children, ctx.sessions));
  const match = SERVER_PATH.exec(path);
  const child = match?.[1] ? ctx.children.get(decodeURIComponent(match[1])) : undefined;
  if (!child) return sendJson(res, 404, { error: 'not found' });
  await handleMcp(ctx.sessions, child, req, res);
}
