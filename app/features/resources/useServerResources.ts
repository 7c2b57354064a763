// The resource lists of the connected servers, fetched when a server connects (or its session changes) and
// again when it announces `notifications/resources/list_changed`. A server that offers none is left out.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ServerStatus } from '../../../bridge/connections/types';
import type { ServerResources } from '../../../bridge/connections/resources';
import type { ResourceGroup } from './ResourceList';

interface Lister {
  list(serverId: string, signal?: AbortSignal): Promise<ServerResources>;
}

type Fetched = { key: string } & ({ data: ServerResources } | { error: string } | { loading: true });

export function useServerResources(
  actions: Lister,
  servers: { id: string; name: string; enabled: boolean }[],
  statuses: Record<string, ServerStatus | undefined>,
  listVersions: Record<string, number>,
): ResourceGroup[] {
  // One key per connected server: a new session or a list_changed asks again.
  const keys = useMemo(() => {
    const out: Record<string, string> = {};
    for (const server of servers) {
      const status = statuses[server.id];
      if (server.enabled && status?.state === 'connected')
        out[server.id] = `${status.transport}:${status.toolCount}:${listVersions[server.id] ?? 0}`;
    }
    return out;
  }, [servers, statuses, listVersions]);
  const [fetched, setFetched] = useState<Record<string, Fetched>>({});
  /** The request in flight or done per server, with the key it was for: one request per key. */
  const requests = useRef(new Map<string, { key: string; controller: AbortController }>());
  const keysText = JSON.stringify(keys);

  useEffect(() => {
    const wanted = JSON.parse(keysText) as Record<string, string>;
    // A server gone or disconnected: its next session lists afresh.
    for (const [serverId, { controller }] of requests.current)
      if (!(serverId in wanted)) {
        controller.abort();
        requests.current.delete(serverId);
      }
    for (const [serverId, key] of Object.entries(wanted)) {
      const previous = requests.current.get(serverId);
      if (previous?.key === key) continue;
      previous?.controller.abort();
      const controller = new AbortController();
      requests.current.set(serverId, { key, controller });
      const settle = (result: Fetched) => {
        if (!controller.signal.aborted) setFetched((all) => ({ ...all, [serverId]: result }));
      };
      settle({ key, loading: true });
      actions.list(serverId, controller.signal).then(
        (data) => settle({ key, data }),
        (error: unknown) =>
          settle({
            key,
            error: `Could not list this server's resources: ${error instanceof Error ? error.message : String(error)}`,
          }),
      );
    }
  }, [actions, keysText]);

  useEffect(() => {
    const all = requests.current;
    return () => {
      for (const { controller } of all.values()) controller.abort();
      all.clear();
    };
  }, []);

  return useMemo(
    () =>
      servers.flatMap((server): ResourceGroup[] => {
        const entry = fetched[server.id];
        if (!(server.id in keys) || !entry) return [];
        const base = { serverId: server.id, serverName: server.name, resources: [], templates: [] };
        if ('loading' in entry) return [{ ...base, loading: true }];
        if ('error' in entry) return [{ ...base, error: entry.error }];
        if (entry.data.resources.length + entry.data.templates.length === 0) return [];
        return [{ ...base, resources: entry.data.resources, templates: entry.data.templates }];
      }),
    [servers, keys, fetched],
  );
}
