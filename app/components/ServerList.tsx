import type { ServerConfig, ServerStatus } from '../../bridge/connections/types';
import { ServerItem } from './ServerItem';

export interface ServerListProps {
  servers: ServerConfig[];
  statuses: Record<string, ServerStatus>;
  onToggle(id: string, enabled: boolean): void;
  onReconnect(id: string): void;
  onRemove(id: string): void;
}

export function ServerList({ servers, statuses, onToggle, onReconnect, onRemove }: ServerListProps) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Servers">
      {servers.map((server) => (
        <ServerItem
          key={server.id}
          server={server}
          status={statuses[server.id]}
          onToggle={(enabled) => onToggle(server.id, enabled)}
          onReconnect={() => onReconnect(server.id)}
          onRemove={() => onRemove(server.id)}
        />
      ))}
    </ul>
  );
}
