// One configured server: keeps a session open, reports status and tools, and runs calls with
// recovery. Recovery never risks running a call twice (see callWithRecovery.ts).
import type {
  CallToolResult,
  Client,
  FetchLike,
  OAuthClientProvider,
  Tool,
} from '@modelcontextprotocol/client';
import type { ClientFeatures } from './clientFeatures';
import { classifyError, type Diagnosis } from './classifyError';
import {
  closeSession,
  hasStaticCredentials,
  ConnectError,
  connectServer,
  underlyingError,
  type LiveSession,
  type WireTransport,
} from './connectServer';
import { callWithRecovery, withHint, type RecoveryHost } from './callWithRecovery';
import type { RetryOptions } from './retryPolicy';
import {
  CallFailure,
  type CallOptions,
  type ConnectionEvents,
  type ServerConfig,
  type ServerStatus,
  type ServerTool,
} from './types';

export interface ServerConnectionDeps {
  events: ConnectionEvents;
  clientInfo: { name: string; version: string };
  fetch: FetchLike;
  callTimeoutMs: number;
  connectTimeoutMs: number;
  retry: RetryOptions;
  authProvider?: OAuthClientProvider;
  features?: ClientFeatures;
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

export class ServerConnection {
  private session: LiveSession | undefined;
  private opening: Promise<LiveSession> | undefined;
  private preferred: WireTransport | undefined;
  private currentStatus: ServerStatus = { state: 'connecting' };
  private currentTools: ServerTool[] = [];
  private closed = false;

  constructor(
    readonly config: ServerConfig,
    private readonly deps: ServerConnectionDeps,
  ) {}

  get status(): ServerStatus {
    return this.currentStatus;
  }

  get tools(): ServerTool[] {
    return this.currentTools;
  }

  /** Connects in the background; the outcome arrives through onStatus / onTools. */
  start(): void {
    this.open().catch(() => undefined);
  }

  /** Drops the session and connects again; resolves when the attempt ended (see status for how). */
  async reconnect(): Promise<void> {
    await this.dropSession();
    await this.open().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.dropSession();
  }

  /** Runs a tool call with recovery; see callWithRecovery for what is retried and why. */
  callTool(name: string, args: Record<string, unknown>, opts: CallOptions = {}): Promise<CallToolResult> {
    const waitsForUser = this.deps.features?.waitsForUser;
    return callWithRecovery(
      this.recoveryHost,
      name,
      args,
      waitsForUser ? { waitsForUser, ...opts } : opts,
      opts.timeoutMs ?? this.deps.callTimeoutMs,
    );
  }

  /**
   * Runs one request on the live session (opening it if needed): prompts, resources, completion. Not retried:
   * these are reads the user started and can repeat.
   */
  async withClient<T>(use: (client: Client) => Promise<T>): Promise<T> {
    const session = await this.open();
    return use(session.client);
  }

  private readonly recoveryHost: RecoveryHost = {
    serverName: () => this.config.name,
    retry: () => this.deps.retry,
    open: () => this.open(),
    dropSession: (session) => this.dropSession(session),
    refreshAfterLoss: (session) => this.refreshAfterLoss(session),
    authNeeded: (message) => this.setStatus({ state: 'auth-needed', message }),
    diagnose: (error, session, timeoutMs) => this.diagnose(error, session, timeoutMs),
  };

  private open(): Promise<LiveSession> {
    if (this.closed)
      return Promise.reject(new CallFailure(`${this.config.name} is disabled.`, 'not-connected', false));
    if (this.session && !this.session.closed) return Promise.resolve(this.session);
    if (this.opening) return this.opening;
    this.setStatus({ state: 'connecting' });
    const opening = connectServer(
      this.config,
      {
        clientInfo: this.deps.clientInfo,
        fetch: this.deps.fetch,
        connectTimeoutMs: this.deps.connectTimeoutMs,
        ...(this.preferred ? { preferred: this.preferred } : {}),
        ...(this.deps.authProvider ? { authProvider: this.deps.authProvider } : {}),
        ...(this.deps.features ? { features: this.deps.features } : {}),
        onToolsChanged: (tools) => this.publishTools(tools),
        onClosed: () => this.onSessionClosed(),
      },
      {
        serverName: this.config.name,
        url: this.config.url,
        inBrowser,
        timeoutMs: this.deps.connectTimeoutMs,
        hasCredentials: this.hasCredentials,
      },
    ).then(
      async (session) => {
        if (this.closed || this.opening !== opening) {
          await closeSession(session);
          throw new CallFailure(`${this.config.name} is disabled.`, 'not-connected', false);
        }
        this.session = session;
        this.preferred = session.kind;
        this.opening = undefined;
        this.publishTools(session.tools);
        return session;
      },
      (error: unknown) => {
        if (this.opening === opening) {
          this.opening = undefined;
          if (!this.closed) this.setStatus(statusFor(error, this.config));
        }
        throw error;
      },
    );
    this.opening = opening;
    return opening;
  }

  private publishTools(tools: Tool[]): void {
    if (this.closed) return;
    this.currentTools = tools.map((tool) => ({ ...tool, serverId: this.config.id }));
    this.deps.events.onTools(this.config.id, this.currentTools);
    if (this.session)
      this.setStatus({ state: 'connected', toolCount: tools.length, transport: this.session.kind });
  }

  private onSessionClosed(): void {
    if (this.closed || !this.session?.closed) return;
    this.session = undefined;
    this.setStatus({ state: 'error', message: `The connection to ${this.config.name} closed.` });
  }

  /** After a lost answer the server may be gone: reconnect in the background so status tells. */
  private refreshAfterLoss(session: LiveSession): void {
    // start() reports a failure as the connection's status, which is what the user sees.
    void this.dropSession(session).then(() => this.start());
  }

  private async dropSession(only?: LiveSession): Promise<void> {
    const session = this.session;
    if (only && session !== only) return;
    this.session = undefined;
    if (session) await closeSession(session);
  }

  private diagnose(failure: unknown, session: LiveSession | undefined, timeoutMs: number): Diagnosis {
    const error = underlyingError(failure, session?.observer);
    return classifyError(error, {
      serverName: this.config.name,
      url: this.config.url,
      hadSession: session?.hasSession() ?? false,
      preResponse: session?.observer.isPreResponse(error) ?? false,
      inBrowser,
      duringConnect: false,
      timeoutMs,
      hasCredentials: this.hasCredentials,
    });
  }

  private get hasCredentials(): boolean {
    return hasStaticCredentials(this.config) || this.config.auth === 'oauth';
  }

  private setStatus(status: ServerStatus): void {
    if (this.closed) return;
    this.currentStatus = status;
    this.deps.events.onStatus(this.config.id, status);
  }
}

function statusFor(error: unknown, config: ServerConfig): ServerStatus {
  if (!(error instanceof ConnectError))
    return { state: 'error', message: error instanceof Error ? error.message : String(error) };
  const { diagnosis } = error;
  // An OAuth server without a usable token: the fix is a sign-in, not editing the settings.
  if (diagnosis.category === 'auth' && config.auth === 'oauth')
    return { state: 'auth-needed', message: `Sign in to ${config.name} to use its tools.` };
  if (diagnosis.category === 'auth') return { state: 'auth-needed', message: withHint(diagnosis) };
  return diagnosis.hint
    ? { state: 'error', message: diagnosis.message, hint: diagnosis.hint }
    : { state: 'error', message: diagnosis.message };
}
