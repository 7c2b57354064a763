import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import { muted } from '../../ui/classNames';

/** One line under the header, so the sidebar shows server health whatever tab is open. */
export function ServerSummary({
  servers,
  statuses,
}: {
  servers: ServerConfig[];
  statuses: Record<string, ServerStatus>;
}) {
  const enabled = servers.filter((s) => s.enabled);
  if (enabled.length === 0) return null;
  let connected = 0;
  let tools = 0;
  let failing = 0;
  for (const server of enabled) {
    const status = statuses[server.id];
    if (status?.state === 'connected') {
      connected++;
      tools += status.toolCount;
    } else if (status?.state === 'error' || status?.state === 'auth-needed') failing++;
  }
  return (
    <p
      className={`${muted} border-b border-slate-200 px-3 py-1 dark:border-slate-800`}
      aria-label="Server summary"
    >
      {connected}/{enabled.length} servers connected · {tools} {tools === 1 ? 'tool' : 'tools'}
      {failing > 0 && <span className="text-red-600 dark:text-red-400"> · {failing} need attention</span>}
    </p>
  );
}
