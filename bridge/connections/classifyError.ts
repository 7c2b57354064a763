// Turns any failure from the SDK, fetch or the server into one category plus words a user can act on.
// Pure: every input is an argument, so the table test covers it without a network.
import {
  ProtocolError,
  SdkError,
  SdkHttpError,
  SseError,
  UnauthorizedError,
} from '@modelcontextprotocol/client';

export type FailureCategory =
  | 'refused' // the request never reached the server (connection refused, DNS): safe to retry
  | 'no-response' // fetch rejected before any response and says nothing more (browsers): ambiguous
  | 'session-expired' // the server forgot our session, so it did not run the request: re-initialize
  | 'auth' // 401 / 403
  | 'old-server' // 4xx on a Streamable HTTP initialize: maybe an SSE-only server
  | 'http' // any other HTTP error status
  | 'version' // no protocol version both sides speak
  | 'timeout'
  | 'disconnected' // the request was sent and the answer was lost
  | 'protocol' // the server answered with a JSON-RPC error
  | 'not-connected'
  | 'cors-session' // the browser hid the session id header from us
  | 'unknown';

export interface ErrorContext {
  serverName: string;
  url: string;
  /** The transport held a session id when the request was sent. */
  hadSession: boolean;
  /** fetch itself rejected, no HTTP status was received (from WireObserver). */
  preResponse: boolean;
  inBrowser: boolean;
  /** The request was the initialize handshake (decides the SSE fallback). */
  duringConnect: boolean;
  timeoutMs: number;
  hasCredentials: boolean;
}

export interface Diagnosis {
  category: FailureCategory;
  message: string;
  hint?: string;
  status?: number;
}

/** Node's undici puts the socket error code on `cause`: these mean no byte reached the server. */
const NEVER_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export const CORS_HINT =
  'If the server is running, it must allow this page: answer with Access-Control-Allow-Origin for the sidebar origin and allow the headers Content-Type, Authorization, Mcp-Session-Id and Mcp-Protocol-Version. ' +
  'For a server on localhost, the browser may also ask to allow access to your local network; allow it in the site settings.';

export function classifyError(error: unknown, ctx: ErrorContext): Diagnosis {
  const who = ctx.serverName;
  if (error instanceof UnauthorizedError) return authNeeded(401, ctx);
  if (error instanceof ProtocolError) return protocolError(error.code, error.message, who);
  const status = httpStatus(error);
  if (status !== undefined) return fromStatus(status, errorText(error), ctx);
  if (error instanceof SdkError) {
    if (error.code === 'REQUEST_TIMEOUT') {
      const seconds = Number((ctx.timeoutMs / 1000).toFixed(1));
      return {
        category: 'timeout',
        message: `No answer from ${who} after ${seconds} s; the tool may still be running on the server.`,
      };
    }
    if (error.code === 'CONNECTION_CLOSED')
      return {
        category: 'disconnected',
        message: `The connection to ${who} closed before the answer arrived.`,
      };
    if (error.code === 'NOT_CONNECTED')
      return { category: 'not-connected', message: `Not connected to ${who}.` };
  }
  const text = errorText(error);
  if (/protocol version/i.test(text)) {
    return {
      category: 'version',
      message: `${who} speaks an MCP protocol version this sidebar does not support (${text}).`,
      hint: 'Update the server, or the sidebar, so both share a protocol version.',
    };
  }
  if (text === 'Not connected') return { category: 'not-connected', message: `Not connected to ${who}.` };
  if (ctx.preResponse) return fromNetworkFailure(error, ctx);
  if (error instanceof TypeError)
    return {
      category: 'disconnected',
      message: `The connection to ${who} broke before the answer arrived (${text}).`,
    };
  return { category: 'unknown', message: `${who}: ${text}` };
}

function fromNetworkFailure(error: unknown, ctx: ErrorContext): Diagnosis {
  const code = causeCode(error);
  if (code !== undefined && NEVER_SENT_CODES.has(code)) {
    const reason =
      code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'the host name does not resolve' : 'connection refused';
    return {
      category: 'refused',
      message: `Could not reach ${ctx.serverName} at ${ctx.url} (${reason}).`,
      hint: 'Check that the server is running and the URL is right.',
    };
  }
  if (code !== undefined) {
    // The socket was open (reset, closed mid-request): the server may have the request.
    return {
      category: 'disconnected',
      message: `The connection to ${ctx.serverName} broke before the answer arrived (${code}).`,
    };
  }
  if (ctx.inBrowser)
    return {
      category: 'no-response',
      message: 'Could not reach the server (it is down, or CORS blocks it).',
      hint: CORS_HINT,
    };
  return {
    category: 'no-response',
    message: `Could not reach ${ctx.serverName} at ${ctx.url} (${errorText(error)}).`,
  };
}

function fromStatus(status: number, text: string, ctx: ErrorContext): Diagnosis {
  const who = ctx.serverName;
  const mentionsSession = /session/i.test(text);
  if (status === 401 || status === 403) return authNeeded(status, ctx);
  if (status === 404 && ctx.hadSession)
    return {
      category: 'session-expired',
      message: `${who} no longer knows this session (it restarted or the session expired).`,
      status,
    };
  if (status === 400 && mentionsSession && ctx.hadSession)
    return { category: 'session-expired', message: `${who} rejected the session (${text}).`, status };
  if (status === 400 && mentionsSession && ctx.inBrowser) {
    return {
      category: 'cors-session',
      message: `${who} requires a session, but the browser did not let the sidebar read the session id.`,
      hint: 'The server must send Access-Control-Expose-Headers: mcp-session-id so the browser shows the header to the sidebar.',
      status,
    };
  }
  if (/protocol version/i.test(text)) {
    return {
      category: 'version',
      message: `${who} does not accept this protocol version (HTTP ${status}).`,
      hint: 'Update the server, or the sidebar, so both share a protocol version.',
      status,
    };
  }
  if (ctx.duringConnect && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return {
      category: 'old-server',
      message: `${who} does not accept MCP over Streamable HTTP at ${ctx.url} (HTTP ${status}).`,
      hint: 'Check the URL (often ends in /mcp). An older server may speak SSE only (URL often ends in /sse): choose the SSE or Auto transport.',
      status,
    };
  }
  if (status >= 500)
    return {
      category: 'http',
      message: `${who} failed with HTTP ${status}.`,
      hint: 'The server or a proxy in front of it has a problem; look at its log.',
      status,
    };
  return {
    category: 'http',
    message: `${who} answered HTTP ${status}${text ? `: ${truncate(text)}` : ''}.`,
    status,
  };
}

function authNeeded(status: number, ctx: ErrorContext): Diagnosis {
  const verb = status === 401 ? 'asks for authorization' : 'denied access';
  return {
    category: 'auth',
    message: `${ctx.serverName} ${verb} (HTTP ${status}).`,
    hint: ctx.hasCredentials
      ? 'The token or headers were rejected; check them in the server settings.'
      : 'Add a bearer token or the header the server expects in the server settings.',
    status,
  };
}

function protocolError(code: number, message: string, who: string): Diagnosis {
  if (code === -32601)
    return { category: 'protocol', message: `${who} does not know this method or tool (${message}).` };
  if (code === -32602) return { category: 'protocol', message: `${who} rejected the arguments: ${message}` };
  return { category: 'protocol', message: `${who} answered with an error: ${message}` };
}

/** HTTP status from any of the SDK's HTTP error shapes. */
export function httpStatus(error: unknown): number | undefined {
  if (error instanceof SdkHttpError) return error.status;
  if (error instanceof SseError && typeof error.code === 'number') return error.code;
  // SSEClientTransport reports a failed POST as a plain Error: "Error POSTing to endpoint (HTTP 404): ..."
  const match = /\(HTTP (\d{3})\)/.exec(errorText(error));
  return match ? Number(match[1]) : undefined;
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && depth > 0) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorText(error: unknown): string {
  if (error instanceof SdkHttpError && typeof error.data.text === 'string' && error.data.text)
    return extractJsonRpcMessage(error.data.text);
  return error instanceof Error ? error.message : String(error);
}

function extractJsonRpcMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON: keep the raw body
  }
  return text;
}

function truncate(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
