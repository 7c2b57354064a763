// The sidebar's connections to the user's MCP servers, one ServerConnection per configured id.
import type { CallToolResult, Client, OAuthClientProvider } from '@modelcontextprotocol/client';
import type { ClientFeatures } from './clientFeatures';
import { DEFAULT_RETRY, type RetryOptions } from './retryPolicy';
import { ServerConnection } from './serverConnection';
import {
  CallFailure,
  type CallOptions,
  type ConnectionEvents,
  type ServerConfig,
  type ServerStatus,
  type ServerTool,
} from './types';
import { PRODUCT_VERSION } from '../protocol/productVersion';

export interface ConnectionManagerOptions {
  clientInfo?: { name: string; version: string };
  fetch?: typeof fetch;
  callTimeoutMs?: number;
  /** Bounds the initialize handshake and the first tools/list. */
  connectTimeoutMs?: number;
  retry?: RetryOptions;
  /**
   * The OAuth provider for a server with `auth: 'oauth'`. The app implements it (storage, the sign-in
   * window); this layer only hands it to the SDK's transport.
   */
  authProviderFor?: (config: ServerConfig) => OAuthClientProvider | undefined;
  /** What the client offers this server beyond tools (elicitation, logging, …); see clientFeatures.ts. */
  featuresFor?: (config: ServerConfig) => ClientFeatures | undefined;
}

const DEFAULT_CLIENT_INFO = { name: 'mcp-multi-bridge', version: PRODUCT_VERSION };

/** The fields whose change needs a new session; a new name alone does not. */
function wireKey(config: ServerConfig): string {
  return JSON.stringify([
    config.url,
    config.transport,
    config.headers ?? {},
    config.bearerToken ?? '',
    config.auth ?? '',
  ]);
}

export class ConnectionManager {
  private readonly connections = new Map<string, ServerConnection>();
  private readonly configs = new Map<string, ServerConfig>();
  private suspended = false;

  constructor(
    private readonly events: ConnectionEvents,
    private readonly options: ConnectionManagerOptions = {},
  ) {}

  /** Diffs by id: connects new or enabled servers, closes removed or disabled ones, reconnects changed ones. */
  setServers(configs: ServerConfig[]): void {
    const next = new Map(configs.map((config) => [config.id, config]));
    if (this.suspended) {
      // Remembered for resume(); nothing connects meanwhile, and a removed server is gone at once.
      for (const id of this.configs.keys())
        if (!next.has(id)) {
          this.stop(id);
          this.events.onTools(id, []);
        }
      this.configs.clear();
      for (const [id, config] of next) this.configs.set(id, config);
      return;
    }
    for (const [id, previous] of this.configs) {
      const config = next.get(id);
      if (!config) {
        this.stop(id);
        this.configs.delete(id);
        this.events.onTools(id, []);
      } else if (
        config.enabled !== previous.enabled ||
        config.name !== previous.name ||
        wireKey(config) !== wireKey(previous)
      ) {
        // A renamed server is reopened too: its name is in every message the connection produces.
        this.apply(config);
      }
    }
    for (const [id, config] of next) {
      if (!this.configs.has(id)) this.apply(config);
      this.configs.set(id, config);
    }
  }

  tools(serverId: string): ServerTool[] {
    return this.connections.get(serverId)?.tools ?? [];
  }

  status(serverId: string): ServerStatus {
    const connection = this.connections.get(serverId);
    if (connection) return connection.status;
    if (this.configs.has(serverId)) return { state: 'disabled' };
    return { state: 'error', message: `No server with id "${serverId}" is configured.` };
  }

  callTool(
    serverId: string,
    name: string,
    args: Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<CallToolResult> {
    this.resume();
    const connection = this.connections.get(serverId);
    if (!connection) return Promise.reject(this.notConnected(serverId));
    return connection.callTool(name, args, opts);
  }

  /**
   * Closes every session but keeps the configs, statuses and tool lists as they were: a browser gives each
   * host only six connections, and every session holds one open for the server's events, so a hidden window
   * that needs none (the dashboard) gives them back. resume() connects again, as does any call or request.
   */
  suspend(): void {
    if (this.suspended) return;
    this.suspended = true;
    // Closed but kept: their last status still answers status(); resume() replaces them. Each close ends
    // its session at most briefly and catches the server's refusal.
    for (const connection of this.connections.values()) void connection.close();
  }

  resume(): void {
    if (!this.suspended) return;
    this.suspended = false;
    for (const config of this.configs.values()) this.apply(config);
  }

  /** Runs one request on the server's session (prompts, resources, completion); fails clearly when it is off. */
  withClient<T>(serverId: string, use: (client: Client) => Promise<T>): Promise<T> {
    this.resume();
    const connection = this.connections.get(serverId);
    if (!connection) return Promise.reject(this.notConnected(serverId));
    return connection.withClient(use);
  }

  async reconnect(serverId: string): Promise<void> {
    await this.connections.get(serverId)?.reconnect();
  }

  async close(): Promise<void> {
    const closing = [...this.connections.values()].map((connection) => connection.close());
    this.connections.clear();
    this.configs.clear();
    await Promise.all(closing);
  }

  private notConnected(serverId: string): CallFailure {
    const config = this.configs.get(serverId);
    const message = config
      ? `${config.name} is disabled; enable it in Servers first.`
      : `No server with id "${serverId}" is configured.`;
    return new CallFailure(message, 'not-connected', false);
  }

  private apply(config: ServerConfig): void {
    this.stop(config.id);
    if (!config.enabled) {
      this.events.onTools(config.id, []);
      this.events.onStatus(config.id, { state: 'disabled' });
      return;
    }
    const authProvider = config.auth === 'oauth' ? this.options.authProviderFor?.(config) : undefined;
    const features = this.options.featuresFor?.(config);
    const connection = new ServerConnection(config, {
      ...(authProvider ? { authProvider } : {}),
      ...(features ? { features } : {}),
      events: this.events,
      clientInfo: this.options.clientInfo ?? DEFAULT_CLIENT_INFO,
      fetch: this.options.fetch ?? ((input, init) => fetch(input, init)),
      callTimeoutMs: this.options.callTimeoutMs ?? 60_000,
      connectTimeoutMs: this.options.connectTimeoutMs ?? 15_000,
      retry: this.options.retry ?? DEFAULT_RETRY,
    });
    this.connections.set(config.id, connection);
    connection.start();
  }

  private stop(id: string): void {
    const connection = this.connections.get(id);
    if (!connection) return;
    this.connections.delete(id);
    // Each close ends its session at most briefly and catches the server's refusal.
    void connection.close();
  }
}
