// A HubHost over a real ConnectionManager: the sidebar's host minus its React store. Every origin is
// granted and every tool runs without asking (the bench measures the call path, not the consent UI).
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { ServerConfig, ServerStatus, ServerTool } from '../../bridge/connections/types';
import { aggregateTools } from '../../bridge/hub/aggregateTools';
import type { CallRecord, HubHost, HubTool } from '../../bridge/hub/types';
import type { InstructionPreferences } from '../../bridge/instructions';
import { DEFAULT_PAGE_SETTINGS } from '../../bridge/protocol/settings';

export class BenchHost implements HubHost {
  readonly manager: ConnectionManager;
  /** Final state of each call card by record id, and how often each record reached a final state. */
  readonly finished = new Map<string, number>();
  /** Executions on a server, keyed by the call's `query` argument. */
  readonly executions = new Map<string, number>();
  private readonly statuses = new Map<string, ServerStatus>();
  private readonly serverTools = new Map<string, ServerTool[]>();
  private servers: ServerConfig[] = [];

  constructor() {
    this.manager = new ConnectionManager({
      onStatus: (id, status) => this.statuses.set(id, status),
      onTools: (id, tools) => this.serverTools.set(id, tools),
    });
  }

  setServers(servers: ServerConfig[]): void {
    this.servers = servers;
    this.manager.setServers(servers);
  }

  /** Resolves once every server is connected with its tools, or rejects after `timeoutMs`. */
  async connected(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const ready = () =>
      this.servers.every((s) => this.statuses.get(s.id)?.state === 'connected' && this.serverTools.has(s.id));
    while (!ready()) {
      if (Date.now() > deadline)
        throw new Error(`servers not connected: ${JSON.stringify([...this.statuses])}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  isOriginGranted(): boolean {
    return true;
  }
  onPageConnected(): void {}
  tools(): HubTool[] {
    return aggregateTools({
      servers: this.servers.map(({ id, name }) => ({ id, name })),
      tools: this.servers.flatMap((s) => this.serverTools.get(s.id) ?? []),
      policyOf: () => 'auto',
    });
  }
  settings() {
    return DEFAULT_PAGE_SETTINGS;
  }
  instructionPreferences(): InstructionPreferences {
    return { agentMode: false, detail: 'on-demand', customInstructions: '', isExcluded: () => false };
  }
  requestApproval(): Promise<boolean> {
    return Promise.resolve(true);
  }
  execute(tool: HubTool, args: Record<string, unknown>, signal: AbortSignal) {
    const query = String(args['query'] ?? '');
    this.executions.set(query, (this.executions.get(query) ?? 0) + 1);
    return this.manager.callTool(tool.serverId, tool.name, args, { signal });
  }
  recordCall(call: CallRecord): void {
    if (call.status === 'done' || call.status === 'error' || call.status === 'rejected')
      this.finished.set(call.id, (this.finished.get(call.id) ?? 0) + 1);
  }
}
