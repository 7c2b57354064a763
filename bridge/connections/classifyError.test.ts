// Table test: every failure a user can meet, and what the sidebar tells them.
import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { classifyError, httpStatus, type ErrorContext, type FailureCategory } from './classifyError';

const base: ErrorContext = {
  serverName: 'Demo',
  url: 'http://127.0.0.1:3000/mcp',
  hadSession: false,
  preResponse: false,
  inBrowser: false,
  duringConnect: false,
  timeoutMs: 60_000,
  hasCredentials: false,
};

const withCause = (message: string, code: string) =>
  Object.assign(new TypeError(message), { cause: Object.assign(new Error(code), { code }) });
const http = (status: number, text = '') =>
  new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, `Error POSTing to endpoint: ${text}`, {
    status,
    statusText: '',
    text,
  });
const jsonRpcBody = (message: string) =>
  JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

interface Row {
  name: string;
  error: unknown;
  ctx?: Partial<ErrorContext>;
  category: FailureCategory;
  message?: RegExp;
  hint?: RegExp;
}

const rows: Row[] = [
  {
    name: 'Node: connection refused',
    error: withCause('fetch failed', 'ECONNREFUSED'),
    ctx: { preResponse: true },
    category: 'refused',
    message: /connection refused/,
  },
  {
    name: 'Node: unknown host',
    error: withCause('fetch failed', 'ENOTFOUND'),
    ctx: { preResponse: true },
    category: 'refused',
    message: /host name does not resolve/,
  },
  {
    name: 'Node: reset before the answer',
    error: withCause('fetch failed', 'ECONNRESET'),
    ctx: { preResponse: true },
    category: 'disconnected',
  },
  {
    name: 'Node: socket closed on a sent request',
    error: withCause('fetch failed', 'UND_ERR_SOCKET'),
    ctx: { preResponse: true },
    category: 'disconnected',
  },
  {
    name: 'browser: Failed to fetch',
    error: new TypeError('Failed to fetch'),
    ctx: { preResponse: true, inBrowser: true },
    category: 'no-response',
    message: /^Could not reach the server \(it is down, or CORS blocks it\)\.$/,
    hint: /Access-Control-Allow-Origin[\s\S]*local network/,
  },
  {
    name: 'body stream broke after the response',
    error: new TypeError('terminated'),
    category: 'disconnected',
  },
  {
    name: '401 without credentials',
    error: http(401),
    category: 'auth',
    message: /asks for authorization \(HTTP 401\)/,
    hint: /Add a bearer token/,
  },
  {
    name: '401 with a token',
    error: http(401),
    ctx: { hasCredentials: true },
    category: 'auth',
    hint: /were rejected/,
  },
  { name: 'UnauthorizedError from the SDK', error: new UnauthorizedError(), category: 'auth' },
  { name: '403', error: http(403), category: 'auth', message: /denied access/ },
  {
    name: '404 with a session: server restarted',
    error: http(404, jsonRpcBody('Session not found')),
    ctx: { hadSession: true },
    category: 'session-expired',
  },
  {
    name: '400 "session" with a session',
    error: http(400, jsonRpcBody('Bad Request: No valid session ID provided')),
    ctx: { hadSession: true },
    category: 'session-expired',
  },
  {
    name: 'browser: session id hidden by CORS',
    error: http(400, jsonRpcBody('Bad Request: Session ID required')),
    ctx: { inBrowser: true },
    category: 'cors-session',
    hint: /Access-Control-Expose-Headers: mcp-session-id/,
  },
  {
    name: '404 on initialize: no endpoint or old server',
    error: http(404, 'Cannot POST /sse'),
    ctx: { duringConnect: true },
    category: 'old-server',
    hint: /SSE/,
  },
  { name: '405 on initialize', error: http(405), ctx: { duringConnect: true }, category: 'old-server' },
  {
    name: '429 on initialize is not an old server',
    error: http(429),
    ctx: { duringConnect: true },
    category: 'http',
  },
  {
    name: '503 on initialize is not an old server',
    error: http(503),
    ctx: { duringConnect: true },
    category: 'http',
    message: /HTTP 503/,
  },
  {
    name: 'server rejects our protocol version',
    error: http(
      400,
      JSON.stringify({
        jsonrpc: '2.0',
        error: { code: -32022, message: 'Unsupported protocol version: 2025-06-18' },
        id: 1,
      }),
    ),
    ctx: { duringConnect: true },
    category: 'version',
    hint: /protocol version/,
  },
  {
    name: 'client rejects the server version',
    error: new Error("Server's protocol version is not supported: 1999-01-01"),
    category: 'version',
    hint: /Update/,
  },
  {
    name: 'timeout',
    error: new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out'),
    category: 'timeout',
    message: /^No answer from Demo after 60 s; the tool may still be running on the server\.$/,
  },
  {
    name: 'connection closed',
    error: new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed'),
    category: 'disconnected',
  },
  { name: 'not connected (SDK plain error)', error: new Error('Not connected'), category: 'not-connected' },
  {
    name: 'JSON-RPC invalid params',
    error: new ProtocolError(-32602, 'text: expected string'),
    category: 'protocol',
    message: /rejected the arguments/,
  },
  {
    name: 'JSON-RPC other error',
    error: new ProtocolError(-32603, 'boom'),
    category: 'protocol',
    message: /answered with an error: .*boom/,
  },
  {
    name: 'SSE POST to a forgotten session',
    error: new Error('Error POSTing to endpoint (HTTP 404): Session not found'),
    ctx: { hadSession: true },
    category: 'session-expired',
  },
  { name: 'anything else', error: new Error('weird'), category: 'unknown', message: /Demo: weird/ },
];

describe('classifyError', () => {
  it.each(rows)('$name', ({ error, ctx, category, message, hint }) => {
    const diagnosis = classifyError(error, { ...base, ...ctx });
    expect(diagnosis.category).toBe(category);
    if (message) expect(diagnosis.message).toMatch(message);
    if (hint) expect(diagnosis.hint).toMatch(hint);
  });

  it('formats short timeouts with a decimal', () => {
    const diagnosis = classifyError(new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out'), {
      ...base,
      timeoutMs: 1500,
    });
    expect(diagnosis.message).toBe(
      'No answer from Demo after 1.5 s; the tool may still be running on the server.',
    );
  });

  it('reads the HTTP status from every error shape', () => {
    expect(httpStatus(http(418))).toBe(418);
    expect(httpStatus(new Error('Error POSTing to endpoint (HTTP 502): bad gateway'))).toBe(502);
    expect(httpStatus(new Error('no status here'))).toBeUndefined();
  });
});
