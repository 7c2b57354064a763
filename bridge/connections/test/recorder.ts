// Test-only: records ConnectionEvents and waits for them.
import type { ConnectionEvents, ServerConfig, ServerStatus, ServerTool } from '../types';

export interface Recorder {
  events: ConnectionEvents;
  statuses: { id: string; status: ServerStatus }[];
  toolLists: { id: string; names: string[] }[];
  waitForStatus(id: string, state: ServerStatus['state'], timeout?: number): Promise<ServerStatus>;
  waitForTools(id: string, predicate: (names: string[]) => boolean, timeout?: number): Promise<string[]>;
}

/** Re-checks its condition on every recorded event; the timeout only turns a hang into a clear failure. */
interface Waiter {
  check(): boolean;
}

export function recorder(): Recorder {
  const statuses: Recorder['statuses'] = [];
  const toolLists: Recorder['toolLists'] = [];
  const latest = new Map<string, ServerStatus>();
  const latestTools = new Map<string, ServerTool[]>();
  const waiters = new Set<Waiter>();
  const wake = () => waiters.forEach((waiter) => waiter.check() && waiters.delete(waiter));

  function waitFor<T>(read: () => T | undefined, describe: () => string, timeout: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`Timed out after ${timeout} ms: ${describe()}`));
      }, timeout);
      const waiter: Waiter = {
        check() {
          const value = read();
          if (value === undefined) return false;
          clearTimeout(timer);
          resolve(value);
          return true;
        },
      };
      if (!waiter.check()) waiters.add(waiter);
    });
  }

  return {
    statuses,
    toolLists,
    events: {
      onStatus(id, status) {
        statuses.push({ id, status });
        latest.set(id, status);
        wake();
      },
      onTools(id, tools) {
        toolLists.push({ id, names: tools.map((tool) => tool.name) });
        latestTools.set(id, tools);
        wake();
      },
    },
    waitForStatus: (id, state, timeout = 10_000) =>
      waitFor(
        () => {
          const status = latest.get(id);
          return status?.state === state ? status : undefined;
        },
        () => `status of ${id} is ${JSON.stringify(latest.get(id))}, want ${state}`,
        timeout,
      ),
    waitForTools: (id, predicate, timeout = 10_000) =>
      waitFor(
        () => {
          const names = (latestTools.get(id) ?? []).map((tool) => tool.name);
          return predicate(names) ? names : undefined;
        },
        () => `tools of ${id}: ${(latestTools.get(id) ?? []).map((tool) => tool.name).join(', ')}`,
        timeout,
      ),
  };
}

export function serverConfig(url: string, extra: Partial<ServerConfig> = {}): ServerConfig {
  return { id: 'srv', name: 'Test server', url, transport: 'streamable-http', enabled: true, ...extra };
}
