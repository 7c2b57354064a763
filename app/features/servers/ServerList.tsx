import type { ReactNode } from 'react';
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import type { NewServer } from './serversSlice';
import { ServerItem } from './ServerItem';

export interface ServerListProps {
  servers: ServerConfig[];
  statuses: Record<string, ServerStatus>;
  onToggle(id: string, enabled: boolean): void;
  onReconnect(id: string): void;
  onRemove(id: string): void;
  onEdit?: (id: string, server: NewServer) => void;
  onSignIn?: (id: string) => void;
  onSignOut?: (id: string) => void;
  /** Ids of servers that hold an OAuth token. */
  signedIn?: Record<string, boolean>;
  /** A server's OAuth access token, read when its diagnosis starts. */
  accessTokenOf?: (id: string) => string | undefined;
  /** Copies a diagnosis report; resolves to whether it was copied. */
  onCopy(text: string): Promise<boolean>;
  /** A server's protocol log view (see ServerItem). */
  renderLog?: (server: ServerConfig, close: () => void) => ReactNode;
}

export function ServerList(props: ServerListProps) {
  const { servers, statuses, onToggle, onReconnect, onRemove, onEdit, onSignIn, onSignOut, signedIn } = props;
  const { accessTokenOf, onCopy, renderLog } = props;
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
          {...(onEdit ? { onEdit: (next: NewServer) => onEdit(server.id, next) } : {})}
          {...(onSignIn ? { onSignIn: () => onSignIn(server.id) } : {})}
          {...(onSignOut ? { onSignOut: () => onSignOut(server.id) } : {})}
          signedIn={signedIn?.[server.id] ?? false}
          {...(accessTokenOf ? { accessToken: () => accessTokenOf(server.id) } : {})}
          onCopy={onCopy}
          {...(renderLog ? { renderLog: (close: () => void) => renderLog(server, close) } : {})}
        />
      ))}
    </ul>
  );
}
