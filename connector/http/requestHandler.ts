// The connector's HTTP entry: security checks first, then /health and /servers/<name>/mcp.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isInitializeRequest } from '@modelcontextprotocol/server';
import { connectorServerUrl, PAIR_PATH } from '../../bridge/protocol/pairing.js';
import { rpcError, sendJson } from './replies.js';
import type { ManagedChild } from '../children/managedChild.js';
import { handlePair } from '../pairing/pairRoute.js';
import type { PairingCodes } from '../pairing/pairingCodes.js';
import type { SessionRegistry } from './sessions.js';
import {
  checkOrigin,
  corsHeaders,
  isAllowedHost,
  isAuthorized,
  preflightHeaders,
  WWW_AUTHENTICATE,
} from '../security/security.js';

const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** How long a new session waits for a child that is (re)starting before we answer 503. */
const SESSION_WAIT_MS = 15_000;
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
  if ((path === '/health' || path === '/') && req.method === 'GET') return sendJson(res, 200, health(ctx));
  const match = SERVER_PATH.exec(path);
  const child = match?.[1] ? ctx.children.get(decodeURIComponent(match[1])) : undefined;
  if (!child) return sendJson(res, 404, { error: 'not found' });
  await handleMcp(ctx, child, req, res);
}

async function handleMcp(
  ctx: HandlerContext,
  child: ManagedChild,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'DELETE') {
    return sendJson(res, 405, rpcError(-32000, 'Method not allowed'));
  }
  let body: unknown;
  if (req.method === 'POST') {
    const read = await readJsonBody(req);
    if (!read.ok) {
      // A client still sending a body past the limit is not read on: the connection ends with the answer.
      if (read.status === 413) res.setHeader('Connection', 'close');
      return sendJson(res, read.status, rpcError(-32700, read.message));
    }
    body = read.value;
  }
  const sessionId = req.headers['mcp-session-id'];
  if (typeof sessionId === 'string') {
    const session = ctx.sessions.get(sessionId);
    // A session belongs to one server; an id used on another server's path is unknown there.
    if (!session || session.serverName !== child.name)
      return sendJson(res, 404, rpcError(-32001, 'Session not found'));
    await session.transport.handleRequest(req, res, body);
    return;
  }
  if (req.method !== 'POST' || !isInitializeRequest(body)) {
    return sendJson(res, 400, rpcError(-32000, 'Bad Request: Mcp-Session-Id header required'));
  }
  try {
    await child.whenRunning(SESSION_WAIT_MS);
  } catch (error) {
    return sendJson(
      res,
      503,
      rpcError(-32000, (error as Error).message, (body as { id?: unknown }).id ?? null),
    );
  }
  const transport = await ctx.sessions.open(child);
  await transport.handleRequest(req, res, body);
  if (!transport.sessionId) await transport.close();
}

function health(ctx: HandlerContext) {
  return {
    ok: true,
    servers: [...ctx.children.values()].map((child) => ({
      name: child.name,
      state: child.state,
      url: connectorServerUrl(ctx.baseUrl(), child.name),
      restarts: child.restarts,
      lastBackoffMs: child.lastBackoffMs,
      lastError: child.lastError,
      sessions: ctx.sessions.count(child.name),
    })),
  };
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; message: string };

/** Reads with events rather than `for await`: the async iterator cost more than the parse on every call. */
function readJsonBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= MAX_BODY_BYTES) return;
      req.off('data', onData).off('end', onEnd).off('error', reject);
      // Drained unread until the answer has gone (a reset before then could lose it); then the socket closes.
      req.resume();
      resolve({ ok: false, status: 413, message: 'Request body too large' });
    };
    const onEnd = () => {
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks, size).toString('utf8')) });
      } catch {
        resolve({ ok: false, status: 400, message: 'Parse error: the body is not JSON' });
      }
    };
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
