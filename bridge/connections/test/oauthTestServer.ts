// Test-only: a real MCP server (SDK v2, Streamable HTTP) on 127.0.0.1 that is also its own OAuth
// authorization server: RFC 9728 + RFC 8414 metadata, dynamic client registration, an authorize endpoint
// that approves at once (no login page), PKCE S256 and refresh tokens. CORS for browser tests.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/server';
import { McpSessions } from './mcpSessions';

export interface OAuthTestServerOptions {
  /** Origins allowed by CORS (the app's). */
  corsOrigins?: string[];
  /** When false, /mcp needs no token (a plain server for "add by URL"). */
  requireAuth?: boolean;
  /** Lifetime of access tokens, to test refresh. */
  tokenTtlSeconds?: number;
  /** When false, CORS hides mcp-session-id from the browser (a common misconfiguration). */
  exposeSessionId?: boolean;
  /**
   * Client ID metadata documents this server "fetches" by URL (SEP-991); when given, its metadata says it
   * supports them. Stands in for fetching an https URL, which a test on 127.0.0.1 cannot serve.
   */
  clientMetadataDocuments?: Record<string, { redirect_uris: string[] }>;
}

export interface OAuthTestServer {
  url: string;
  origin: string;
  log: { registrations: number; authorizations: number; tokenGrants: string[]; rejectedTokens: number };
  /** Makes every issued access token invalid, like an expiry on the server's side. */
  revokeAccessTokens(): void;
  stop(): Promise<void>;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function buildMcp(): McpServer {
  const server = new McpServer({ name: 'oauth-test-server', version: '1.0.0' });
  server.registerTool('whoami', { description: 'Says who is signed in' }, () => ({
    content: [{ type: 'text', text: 'signed-in user' }],
  }));
  server.registerTool('greet', { description: 'Greets' }, () => ({
    content: [{ type: 'text', text: 'hello' }],
  }));
  return server;
}

export async function startOAuthTestServer(options: OAuthTestServerOptions = {}): Promise<OAuthTestServer> {
  const requireAuth = options.requireAuth ?? true;
  const ttl = options.tokenTtlSeconds ?? 3600;
  const clients = new Map<string, { redirectUris: string[] }>();
  const codes = new Map<string, { clientId: string; challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const sessions = new McpSessions(buildMcp);
  const log = { registrations: 0, authorizations: 0, tokenGrants: [] as string[], rejectedTokens: 0 };
  let origin = '';

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(value));
  };
  const issueTokens = (res: ServerResponse, grant: string) => {
    const access = randomUUID();
    const refresh = randomUUID();
    accessTokens.add(access);
    refreshTokens.add(refresh);
    log.tokenGrants.push(grant);
    json(res, 200, { access_token: access, token_type: 'Bearer', expires_in: ttl, refresh_token: refresh });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const requestOrigin = req.headers.origin;
    if (requestOrigin && options.corsOrigins?.includes(requestOrigin)) {
      res.setHeader('access-control-allow-origin', requestOrigin);
      res.setHeader('vary', 'origin');
      const exposed = options.exposeSessionId === false ? [] : ['mcp-session-id'];
      res.setHeader(
        'access-control-expose-headers',
        [...exposed, 'www-authenticate', 'mcp-protocol-version'].join(', '),
      );
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers':
          'content-type, authorization, mcp-session-id, mcp-protocol-version, last-event-id, accept',
        'access-control-max-age': '600',
      });
      return void res.end();
    }
    if (url.pathname === '/.well-known/oauth-protected-resource/mcp')
      return json(res, 200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
    if (url.pathname === '/.well-known/oauth-authorization-server')
      return json(res, 200, {
        issuer: origin,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        registration_endpoint: `${origin}/register`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        ...(options.clientMetadataDocuments ? { client_id_metadata_document_supported: true } : {}),
      });
    if (url.pathname === '/register' && req.method === 'POST') {
      const metadata = JSON.parse(await body(req)) as { redirect_uris?: string[] };
      const clientId = randomUUID();
      clients.set(clientId, { redirectUris: metadata.redirect_uris ?? [] });
      log.registrations++;
      return json(res, 201, {
        ...metadata,
        client_id: clientId,
        client_id_issued_at: Math.floor(Date.now() / 1000),
      });
    }
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const clientId = q.get('client_id') ?? '';
      const document = options.clientMetadataDocuments?.[clientId];
      const client =
        clients.get(clientId) ?? (document ? { redirectUris: document.redirect_uris } : undefined);
      const redirectUri = q.get('redirect_uri') ?? '';
      if (!client || !client.redirectUris.includes(redirectUri))
        return json(res, 400, { error: 'invalid_client' });
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
        return json(res, 400, { error: 'invalid_request', error_description: 'PKCE S256 required' });
      const code = randomUUID();
      codes.set(code, { clientId: q.get('client_id')!, challenge: q.get('code_challenge')!, redirectUri });
      log.authorizations++;
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      back.searchParams.set('iss', origin);
      res.writeHead(302, { location: back.href });
      return void res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await body(req));
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.delete(refresh)) return json(res, 400, { error: 'invalid_grant' });
        return issueTokens(res, 'refresh_token');
      }
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = base64url(createHash('sha256').update(verifier).digest());
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri'))
        return json(res, 400, { error: 'invalid_grant' });
      return issueTokens(res, 'authorization_code');
    }
    if (url.pathname !== '/mcp') return json(res, 404, { error: 'not found' });
    if (requireAuth) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !accessTokens.has(token)) {
        if (token) log.rejectedTokens++;
        res.writeHead(401, {
          'content-type': 'application/json',
          'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
        });
        return void res.end(JSON.stringify({ error: 'invalid_token' }));
      }
    }
    await sessions.handle(req, res);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url: `${origin}/mcp`,
    origin,
    log,
    revokeAccessTokens: () => accessTokens.clear(),
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sessions.closeAll();
    },
  };
}
