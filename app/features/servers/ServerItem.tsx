import { useState, type ReactNode } from 'react';
import { hasStaticCredentials } from '../../../bridge/connections/connectServer';
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import type { NewServer } from './serversSlice';
import { LazyDiagnoseRunner } from '../diagnose';
import { ServerForm } from './ServerForm';
import { StatusDot } from './StatusDot';
import { badge, button, card, dangerButton, muted, primaryButton } from '../../ui/classNames';

export interface ServerItemProps {
  server: ServerConfig;
  status: ServerStatus | undefined;
  onToggle(enabled: boolean): void;
  onReconnect(): void;
  onRemove(): void;
  onEdit?: (server: NewServer) => void;
  /** Starts the OAuth sign-in; offered when the server asks for authorization and has no static credentials. */
  onSignIn?: () => void;
  onSignOut?: () => void;
  /** The server holds an OAuth token. */
  signedIn?: boolean;
  /** Its OAuth access token, for the diagnosis's requests. */
  accessToken?: () => string | undefined;
  /** Copies a diagnosis report; resolves to whether it was copied. */
  onCopy(text: string): Promise<boolean>;
  /** The server's protocol log view, shown under the card after "Log"; `close` hides it again. */
  renderLog?: (close: () => void) => ReactNode;
}

export function ServerItem(props: ServerItemProps) {
  const { server, status, onToggle, onReconnect, onRemove, onEdit, onSignIn, onSignOut, signedIn } = props;
  const [editing, setEditing] = useState(false);
  const [diagnosing, setDiagnosing] = useState(false);
  const [showingLog, setShowingLog] = useState(false);
  const state = status?.state ?? (server.enabled ? 'connecting' : 'disabled');
  const canSignIn =
    onSignIn && status?.state === 'auth-needed' && (server.auth === 'oauth' || !hasStaticCredentials(server));
  if (editing && onEdit)
    return (
      <li className={card} aria-label={`Server ${server.name}`}>
        <ServerForm
          initial={server}
          submitLabel="Save"
          onSubmit={(next) => {
            onEdit(next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
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
        {server.auth === 'oauth' && (
          <span className={`${badge} bg-slate-100 dark:bg-slate-800`}>
            OAuth{signedIn ? ' · signed in' : ''}
          </span>
        )}
      </div>
      {(status?.state === 'error' || status?.state === 'auth-needed') && (
        <div role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          <p>{status.message}</p>
          {status.state === 'error' && status.hint && <p className={muted}>{status.hint}</p>}
        </div>
      )}
      {canSignIn && (
        <div className="mt-2">
          <button type="button" className={primaryButton} onClick={onSignIn}>
            Sign in
          </button>
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
        {onEdit && (
          <button
            type="button"
            className={button}
            onClick={() => setEditing(true)}
            aria-label={`Edit ${server.name}`}
          >
            Edit
          </button>
        )}
        <button
          type="button"
          className={button}
          onClick={() => setDiagnosing(true)}
          disabled={diagnosing}
          aria-label={`Diagnose ${server.name}`}
        >
          Diagnose
        </button>
        {props.renderLog && (
          <button
            type="button"
            className={button}
            onClick={() => setShowingLog(!showingLog)}
            aria-expanded={showingLog}
            aria-label={`Protocol log of ${server.name}`}
          >
            Log
          </button>
        )}
        {signedIn && onSignOut && (
          <button type="button" className={button} onClick={onSignOut}>
            Sign out
          </button>
        )}
        <button
          type="button"
          className={dangerButton}
          onClick={onRemove}
          aria-label={`Remove ${server.name}`}
        >
          Remove
        </button>
      </div>
      {diagnosing && (
        <LazyDiagnoseRunner
          server={server}
          accessToken={props.accessToken}
          onCopy={props.onCopy}
          onClose={() => setDiagnosing(false)}
        />
      )}
      {showingLog && props.renderLog?.(() => setShowingLog(false))}
    </li>
  );
}
