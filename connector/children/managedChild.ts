// One configured stdio server: its child process, the SDK Client talking to it, the relay for the sessions'
// requests (childRelay.ts), and restarts. Sessions never hold the Client or the relay; they ask for the
// current one per request, so a restart swaps it underneath them and they keep working.
import { Client } from '@modelcontextprotocol/client';
import type { ServerCapabilities } from '@modelcontextprotocol/client';
import type { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { ProtocolError } from '@modelcontextprotocol/server';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { backoffDelay, DEFAULT_BACKOFF, nextAttempt } from './backoff.js';
import type { BackoffPolicy } from './backoff.js';
import { relayOn, type ChildRelay } from './childRelay.js';
import { stdioTransportFor } from './stdioTransport.js';
import { PRODUCT_VERSION } from '../../bridge/protocol/productVersion.js';

export type ChildState = 'starting' | 'running' | 'restarting' | 'stopped';

/** JSON-RPC error code for "the server is temporarily unavailable" (implementation-defined range). */
export const SERVER_UNAVAILABLE = -32000;

export type ListChangedKind = 'tools' | 'prompts' | 'resources';

export interface ChildEvents {
  onListChanged(kind: ListChangedKind): void;
  /** The child came back after a crash; its lists may differ from before. */
  onRestarted(): void;
  log(line: string): void;
}

export class ManagedChild {
  state: ChildState = 'starting';
  /** How many times the child was restarted after a crash. */
  restarts = 0;
  /** Delay of the restart scheduled now (or last), for observability. */
  lastBackoffMs: number | null = null;
  lastError: string | null = null;
  capabilities: ServerCapabilities = {};
  serverInfo: { name: string; version: string } | null = null;
  instructions: string | undefined;

  private client: Client | null = null;
  private transport: StdioClientTransport | null = null;
  private relayToChild: ChildRelay | null = null;
  private attempt = 0;
  private everStarted = false;
  private upSince: number | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private waiters: Array<() => void> = [];
  readonly firstStart: Promise<void>;
  private resolveFirstStart!: () => void;
  private rejectFirstStart!: (error: Error) => void;

  constructor(
    readonly name: string,
    private readonly spec: StdioServerSpec,
    private readonly events: ChildEvents,
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
  ) {
    this.firstStart = new Promise((resolve, reject) => {
      this.resolveFirstStart = resolve;
      this.rejectFirstStart = reject;
    });
    // ready() callers may never await; an unobserved rejection must not crash the process.
    this.firstStart.catch(() => undefined);
  }

  start(): void {
    // spawn() reports a child that fails to start through its state and restarts it.
    void this.spawn();
  }

  /** The live Client, or a clear JSON-RPC error while the child is down. */
  current(): Client {
    if (this.state === 'running' && this.client) return this.client;
    throw this.notRunning();
  }

  /** The live relay for the sessions' requests, or the same error as `current()` while the child is down. */
  relay(): ChildRelay {
    if (this.state === 'running' && this.relayToChild) return this.relayToChild;
    throw this.notRunning();
  }

  private notRunning(): ProtocolError {
    const what = this.state === 'stopped' ? 'stopped' : this.state === 'starting' ? 'starting' : 'restarting';
    return new ProtocolError(SERVER_UNAVAILABLE, `server ${this.name} is ${what}`, {
      server: this.name,
      state: this.state,
    });
  }

  /** Resolves with the Client once the child runs, or rejects after `timeoutMs`. */
  async whenRunning(timeoutMs: number): Promise<Client> {
    if (this.state === 'running' && this.client) return this.client;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(this.unavailable()), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    return this.current();
  }

  /** For tests and diagnostics: kill the child process as a crash would. */
  kill(): void {
    const pid = this.transport?.pid;
    if (pid) process.kill(pid, 'SIGKILL');
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const client = this.client;
    this.client = null;
    this.dropRelay('stopped');
    await client?.close().catch(() => undefined);
  }

  /** Every relayed request still waiting ends with an error naming why: its answer can't come any more. */
  private dropRelay(why: string): void {
    this.relayToChild?.failAll({
      code: SERVER_UNAVAILABLE,
      message: `server ${this.name} ${why} before it answered`,
    });
    this.relayToChild = null;
  }

  private unavailable(): ProtocolError {
    try {
      this.current();
    } catch (error) {
      return error as ProtocolError;
    }
    return new ProtocolError(SERVER_UNAVAILABLE, `server ${this.name} is unavailable`);
  }

  private async spawn(): Promise<void> {
    const isFirst = !this.everStarted;
    const transport = stdioTransportFor(this.spec);
    transport.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) this.events.log(`[${this.name}] ${line}`);
    });
    const client = new Client({ name: 'mcp-multi-bridge-connector', version: PRODUCT_VERSION });
    this.registerNotifications(client);
    try {
      await client.connect(transport);
    } catch (error) {
      this.lastError = (error as Error).message;
      await client.close().catch(() => undefined);
      if (isFirst && this.attempt === 0)
        this.rejectFirstStart(new Error(`server ${this.name} failed to start: ${this.lastError}`));
      if (this.state !== 'stopped') this.scheduleRestart();
      return;
    }
    if (this.state === 'stopped') {
      await client.close().catch(() => undefined);
      return;
    }
    this.relayToChild = relayOn(transport);
    this.client = client;
    this.transport = transport;
    this.capabilities = client.getServerCapabilities() ?? {};
    const info = client.getServerVersion();
    this.serverInfo = info ? { name: info.name, version: info.version } : null;
    this.instructions = client.getInstructions();
    this.state = 'running';
    this.upSince = Date.now();
    client.onclose = () => this.onChildClosed(client);
    for (const wake of this.waiters.splice(0)) wake();
    this.everStarted = true;
    if (isFirst) this.resolveFirstStart();
    else {
      this.restarts += 1;
      this.events.log(`${this.name}: restarted (restart #${this.restarts})`);
      this.events.onRestarted();
    }
  }

  private registerNotifications(client: Client): void {
    client.setNotificationHandler('notifications/tools/list_changed', () =>
      this.events.onListChanged('tools'),
    );
    client.setNotificationHandler('notifications/prompts/list_changed', () =>
      this.events.onListChanged('prompts'),
    );
    client.setNotificationHandler('notifications/resources/list_changed', () =>
      this.events.onListChanged('resources'),
    );
  }

  private onChildClosed(client: Client): void {
    if (this.client !== client || this.state === 'stopped') return;
    this.client = null;
    this.transport = null;
    this.dropRelay('exited');
    this.lastError = 'the process exited';
    this.events.log(`${this.name}: the server process exited`);
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    const upFor = this.upSince === null ? null : Date.now() - this.upSince;
    this.upSince = null;
    this.attempt = nextAttempt(this.attempt, upFor, this.policy);
    const delay = backoffDelay(this.attempt, this.policy);
    this.attempt += 1;
    this.lastBackoffMs = delay;
    if (this.state !== 'starting') this.state = 'restarting';
    this.events.log(`${this.name}: restarting in ${delay} ms`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.state === 'stopped') return;
      // spawn() reports a child that fails to start through its state and restarts it.
      void this.spawn();
    }, delay);
  }
}
