import type { ServerConfig, ServerStatus } from '../../bridge/connections/types';
import { StatusDot } from './StatusDot';
import { badge, button, card, dangerButton, muted } from './ui';

export interface ServerItemProps {
  server: ServerConfig;
  status: ServerStatus | undefined;
  onToggle(enabled: boolean): void;
  onReconnect(): void;
  onRemove(): void;
}

export function ServerItem({ server, status, onToggle, onReconnect, onRemove }: ServerItemProps) {
  const state = status?.state ?? (server.enabled ? 'connecting' : 'disabled');
  return (
    <li className={card} aria-label={`Server ${server.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{server.name}</p>
          <p className={`${muted} truncate`} title={server.url}>
            {server.url}
          </p>
        </div>
        <StatusDot state={state} />
      </div>
      <div className="mt-1 flex flex-wrap gap-1">
        {status?.state === 'connected' && (
          <span className={`${badge} bg-slate-100 dark:bg-slate-800`}>
            {status.toolCount} {status.toolCount === 1 ? 'tool' : 'tools'}
          </span>
        )}
        {server.suggestedBy && (
          <span className={`${badge} bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200`}>
            suggested by {server.suggestedBy}
          </span>
        )}
      </div>
      {(status?.state === 'error' || status?.state === 'auth-needed') && (
        <div role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          <p>{status.message}</p>
          {status.state === 'error' && status.hint && <p className={muted}>{status.hint}</p>}
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label className="inline-flex items-center gap-1 text-sm">
          <input type="checkbox" checked={server.enabled} onChange={(e) => onToggle(e.target.checked)} />
          Enabled
        </label>
        <button type="button" className={button} onClick={onReconnect} disabled={!server.enabled}>
          Reconnect
        </button>
        <button
          type="button"
          className={dangerButton}
          onClick={onRemove}
          aria-label={`Remove ${server.name}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
