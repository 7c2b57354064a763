// Opens one MCP session to one server: picks the transport, falls back to SSE for old servers,
// and lists the tools. Each call builds a fresh Client, as the SDK requires for a new transport.
import {
  Client,
  SseError,
  SSEClientTransport,
  StreamableHTTPClientTransport,
} from '@modelcontextprotocol/client';
import type { FetchLike, OAuthClientProvider, Tool, Transport } from '@modelcontextprotocol/client';
import type { ClientFeatures } from './clientFeatures';
import { classifyError, type Diagnosis, type ErrorContext } from './classifyError';
import { guardedSchemaValidator } from '../schema/guardedSchemaValidator';
import type { ServerConfig } from './types';
import { WireObserver } from './wireObserver';

const TERMINATE_WAIT_MS = 1000;

export type WireTransport = 'streamable-http' | 'sse';

export interface LiveSession {
  client: Client;
  transport: Transport;
  kind: WireTransport;
  observer: WireObserver;
  tools: Tool[];
  /** The server gave us a session id (Streamable HTTP) or an SSE endpoint. */
  hasSession(): boolean;
  closed: boolean;
}

export interface ConnectDeps {
  clientInfo: { name: string; version: string };
  fetch: FetchLike;
  connectTimeoutMs: number;
  /** The transport that worked last time for this server; skips a failing probe on reconnect. */
  preferred?: WireTransport;
  /** For servers with `auth: 'oauth'`: the SDK adds the token, refreshes it, and raises 401s as UnauthorizedError. */
  authProvider?: OAuthClientProvider;
  /** What the client declares beyond tools (elicitation, …) and the handlers it registers; see clientFeatures.ts. */
  features?: ClientFeatures;
  onToolsChanged(tools: Tool[]): void;
  /** The transport closed without us asking. */
  onClosed(): void;
}

/** Raised when connecting fails; carries the diagnosis of the most telling attempt. */
export class ConnectError extends Error {
  constructor(
    readonly diagnosis: Diagnosis,
    readonly original: unknown,
  ) {
    super(diagnosis.message, { cause: original });
    this.name = 'ConnectError';
  }
}

export function requestHeaders(config: ServerConfig): Record<string, string> {
  const headers: Record<string, string> = { ...config.headers };
  if (config.bearerToken) headers['Authorization'] = `Bearer ${config.bearerToken}`;
  return headers;
}

/** The config itself carries a bearer token or headers (OAuth tokens live outside it). */
export function hasStaticCredentials(config: Pick<ServerConfig, 'bearerToken' | 'headers'>): boolean {
  return Boolean(config.bearerToken || Object.keys(config.headers ?? {}).length);
}

/**
 * Whether a failed Streamable HTTP handshake suggests a server that predates it (spec: a 4xx on the
 * initialize POST, e.g. 404 or 405). Auth, rate limits, network failures and 5xx are not evidence.
 */
export function shouldFallBackToSse(diagnosis: Diagnosis): boolean {
  return diagnosis.category === 'old-server';
}

/** What classifying a failed open needs from the caller; the attempt itself supplies the rest. */
export type OpenErrorContext = Omit<ErrorContext, 'preResponse' | 'hadSession' | 'duringConnect'>;

export async function connectServer(
  config: ServerConfig,
  deps: ConnectDeps,
  ctx: OpenErrorContext,
): Promise<LiveSession> {
  const order: WireTransport[] =
    config.transport === 'auto'
      ? deps.preferred === 'sse'
        ? ['sse', 'streamable-http']
        : ['streamable-http', 'sse']
      : [config.transport];
  let first: ConnectError | undefined;
  for (const kind of order) {
    try {
      return await openSession(kind, config, deps);
    } catch (error) {
      const failure =
        error instanceof SessionOpenError
          ? openFailure(error.original, error.observer, kind, ctx)
          : openFailure(error, undefined, kind, ctx);
      const { diagnosis } = failure;
      if (!first) first = failure;
      // Only an answer that looks like an old server justifies trying SSE; report the first failure.
      if (kind === 'streamable-http' && !shouldFallBackToSse(diagnosis)) throw failure;
      if (
        kind === 'sse' &&
        order[0] === 'sse' &&
        ['refused', 'no-response', 'auth'].includes(diagnosis.category)
      )
        throw failure;
    }
  }
  throw first ?? new Error('No transport to try');
}

class SessionOpenError extends Error {
  constructor(
    readonly original: unknown,
    readonly observer: WireObserver,
  ) {
    super('session open failed');
  }
}

async function openSession(
  kind: WireTransport,
  config: ServerConfig,
  deps: ConnectDeps,
): Promise<LiveSession> {
  const { transport, observer } = openWire(
    kind,
    config.url,
    requestHeaders(config),
    deps.fetch,
    deps.authProvider,
  );
  const client = new Client(deps.clientInfo, {
    jsonSchemaValidator: guardedSchemaValidator(),
    ...(deps.features ? { capabilities: deps.features.capabilities } : {}),
    listChanged: {
      ...deps.features?.listChanged,
      tools: {
        debounceMs: 50,
        onChanged: (error, tools) => {
          if (!error && tools && !session.closed) {
            session.tools = tools;
            deps.onToolsChanged(tools);
          }
        },
      },
    },
  });
  const session: LiveSession = {
    client,
    transport,
    kind,
    observer,
    tools: [],
    closed: false,
    hasSession: () =>
      transport instanceof StreamableHTTPClientTransport ? transport.sessionId !== undefined : true,
  };
  client.onclose = () => {
    if (session.closed) return;
    session.closed = true;
    deps.onClosed();
  };
  // The SSE client would silently follow a restarted server to a new, uninitialized session;
  // end ours instead, so the next call initializes a fresh one.
  observer.onEventStreamBroken = () => {
    if (session.closed) return;
    // closeSession waits for a polite goodbye at most briefly and catches its refusal.
    void closeSession(session);
    deps.onClosed();
  };
  // Handlers go on before connect: a server may ask (elicit, log) as soon as it is initialized.
  deps.features?.attach(client);
  try {
    // A feature may watch the wire (the protocol log); the session keeps the real transport for its checks.
    const wire = deps.features?.wrapTransport?.(transport) ?? transport;
    await client.connect(wire, { timeout: deps.connectTimeoutMs });
    const { tools } = await client.listTools(undefined, { timeout: deps.connectTimeoutMs });
    session.tools = tools;
    return session;
  } catch (error) {
    session.closed = true;
    await client.close().catch(() => undefined);
    throw new SessionOpenError(error, observer);
  }
}

/**
 * One attempt's transport, over a fetch the observer watches: it keeps what the SDK hides (the fetch error
 * under an SseError, whether any answer came). The diagnosis opens its session through this too.
 */
export function openWire(
  kind: WireTransport,
  url: string,
  headers: Record<string, string>,
  fetch: FetchLike,
  authProvider?: OAuthClientProvider,
): { transport: Transport; observer: WireObserver } {
  const observer = new WireObserver(fetch);
  observer.watchEventStream = kind === 'sse';
  const options = {
    requestInit: { headers },
    fetch: observer.fetch,
    ...(authProvider ? { authProvider } : {}),
  };
  const transport =
    kind === 'sse'
      ? new SSEClientTransport(new URL(url), options)
      : new StreamableHTTPClientTransport(new URL(url), options);
  return { transport, observer };
}

/** A failed open of `kind`, classified from the error beneath the SDK's as the user will read it. */
export function openFailure(
  error: unknown,
  observer: WireObserver | undefined,
  kind: WireTransport,
  ctx: OpenErrorContext,
): ConnectError {
  const original = underlyingError(error, observer);
  const diagnosis = classifyError(original, {
    ...ctx,
    preResponse: observer?.isPreResponse(original) ?? false,
    hadSession: false,
    duringConnect: kind === 'streamable-http',
  });
  return new ConnectError(diagnosis, original);
}

/**
 * The error to classify. An SSE stream that could not open arrives as an SseError without a
 * status, its fetch error swallowed; the observer kept that error, which tells refused from reset.
 */
export function underlyingError(error: unknown, observer: WireObserver | undefined): unknown {
  if (error instanceof SseError && error.code === undefined && observer?.lastFetchFailure !== undefined) {
    return observer.lastFetchFailure;
  }
  return error;
}

/** Ends a session politely: DELETE the Streamable HTTP session, then close. Never throws. */
export async function closeSession(
  session: Pick<LiveSession, 'closed' | 'transport' | 'client'>,
): Promise<void> {
  if (session.closed) return;
  session.closed = true;
  if (session.transport instanceof StreamableHTTPClientTransport) {
    // Polite but optional: a dead or slow server must not hold up the caller.
    const terminated = session.transport.terminateSession().catch(() => undefined);
    await Promise.race([terminated, new Promise((resolve) => setTimeout(resolve, TERMINATE_WAIT_MS))]);
  }
  await session.client.close().catch(() => undefined);
}
