// Test-only: records ConnectionEvents and waits for them.
import { vi } from 'vitest';
import type { ConnectionEvents, ServerConfig, ServerStatus, ServerTool } from '../types';

export interface Recorder {
  events: ConnectionEvents;
  statuses: { id: string; status: ServerStatus }[];
  toolLists: { id: string; names: string[] }[];
  waitForStatus(id: string, state: ServerStatus['state'], timeout?: number): Promise<ServerStatus>;
  waitForTools(id: string, predicate: (names: string[]) => boolean, timeout?: number): Promise<string[]>;
}

export function recorder(): Recorder {
  const statuses: Recorder['statuses'] = [];
  const toolLists: Recorder['toolLists'] = [];
  const latest = new Map<string, ServerStatus>();
  const latestTools = new Map<string, ServerTool[]>();
  return {
    statuses,
    toolLists,
    events: {
      onStatus(id, status) {
        statuses.push({ id, status });
        latest.set(id, status);
      },
      onTools(id, tools) {
        toolLists.push({ id, names: tools.map((tool) => tool.name) });
        latestTools.set(id, tools);
      },
    },
    waitForStatus: (id, state, timeout = 5000) =>
      vi.waitFor(
        () => {
          const status = latest.get(id);
          if (status?.state !== state)
            throw new Error(`status of ${id} is ${JSON.stringify(status)}, want ${state}`);
          return status;
        },
        { timeout, interval: 10 },
      ),
    waitForTools: (id, predicate, timeout = 5000) =>
      vi.waitFor(
        () => {
          const names = (latestTools.get(id) ?? []).map((tool) => tool.name);
          if (!predicate(names)) throw new Error(`tools of ${id}: ${names.join(', ')}`);
          return names;
        },
        { timeout, interval: 10 },
      ),
  };
}

export function serverConfig(url: string, extra: Partial<ServerConfig> = {}): ServerConfig {
  return { id: 'srv', name: 'Test server', url, transport: 'streamable-http', enabled: true, ...extra };
}
