// The user's MCP servers (persisted) and their live connection status (not persisted).
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import type { SliceCreator } from '../../shell/appState';

/** A server's editable fields: what the add and edit forms produce, before it gets an id. */
export type NewServer = Pick<ServerConfig, 'name' | 'url' | 'transport' | 'bearerToken' | 'headers' | 'auth'>;

export interface ServersSlice {
  servers: ServerConfig[];
  statuses: Record<string, ServerStatus>;
  /**
   * Per server, how many sessions it has opened in this window: a new number is a new session, which keeps
   * nothing of the old one's state (resource subscriptions). Counted here, where every status passes.
   */
  sessions: Record<string, number>;
  addServer(config: ServerConfig): void;
  /** Adds or replaces servers by id, keeping the order of the existing ones. */
  upsertServers(configs: ServerConfig[]): void;
  updateServer(id: string, patch: Partial<Omit<ServerConfig, 'id'>>): void;
  removeServer(id: string): void;
  setStatus(serverId: string, status: ServerStatus): void;
}

export const createServersSlice: SliceCreator<ServersSlice> = (set) => ({
  servers: [],
  statuses: {},
  sessions: {},
  addServer: (config) => set((s) => ({ servers: [...s.servers.filter((x) => x.id !== config.id), config] })),
  upsertServers: (configs) =>
    set((s) => {
      const byId = new Map(configs.map((c) => [c.id, c]));
      const kept = s.servers.map((x) => byId.get(x.id) ?? x);
      const added = configs.filter((c) => !s.servers.some((x) => x.id === c.id));
      return { servers: [...kept, ...added] };
    }),
  updateServer: (id, patch) =>
    set((s) => ({ servers: s.servers.map((x) => (x.id === id ? { ...x, ...patch } : x)) })),
  removeServer: (id) =>
    set((s) => {
      // A removed server's live status and tools go with it (the tools live in the tools slice).
      const statuses = { ...s.statuses };
      const tools = { ...s.tools };
      const oauth = { ...s.oauth };
      const sessions = { ...s.sessions };
      delete statuses[id];
      delete sessions[id];
      delete tools[id];
      delete oauth[id];
      return { servers: s.servers.filter((x) => x.id !== id), statuses, sessions, tools, oauth };
    }),
  setStatus: (serverId, status) =>
    set((s) => {
      const statuses = { ...s.statuses, [serverId]: status };
      // Every new session passes through `connecting` first, so turning connected means a new one.
      if (status.state !== 'connected' || s.statuses[serverId]?.state === 'connected') return { statuses };
      return { statuses, sessions: { ...s.sessions, [serverId]: (s.sessions[serverId] ?? 0) + 1 } };
    }),
});
