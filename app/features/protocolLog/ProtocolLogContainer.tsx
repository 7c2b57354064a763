// A server's protocol log wired to the runtime: it subscribes only while open, so the log costs no render
// while closed, and it offers the level control when the live session's server declares `logging`.
import { use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { setServerLogLevel } from '../../../bridge/connections/protocolLog/loggingFeature';
import type { ProtocolLog } from '../../../bridge/connections/protocolLog/protocolLog';
import type { ServerConfig } from '../../../bridge/connections/types';
import { ProtocolLogView } from './ProtocolLogView';
import { muted } from '../../ui/classNames';
import { useAppStore, useRuntime } from '../../core/context';

export interface ProtocolLogContainerProps {
  server: ServerConfig;
  onClose(): void;
}

export function ProtocolLogContainer({ server, onClose }: ProtocolLogContainerProps) {
  const { connections } = useRuntime();
  if (!connections.protocolLog) return <p className={`mt-2 ${muted}`}>This window keeps no protocol log.</p>;
  return <OpenLog server={server} onClose={onClose} log={use(connections.protocolLog)} />;
}

function OpenLog({ server, onClose, log }: ProtocolLogContainerProps & { log: ProtocolLog }) {
  const { connections } = useRuntime();
  const id = server.id;
  const subscribe = useCallback((listener: () => void) => log.subscribe(id, listener), [log, id]);
  const entries = useSyncExternalStore(subscribe, () => log.entries(id));
  const connected = useAppStore((s) => s.statuses[id]?.state === 'connected');
  const [logging, setLogging] = useState(false);
  useEffect(() => {
    let current = true;
    if (!connected) return;
    connections
      .withClient(id, (client) => Promise.resolve(Boolean(client.getServerCapabilities()?.logging)))
      .then(
        (offers) => current && setLogging(offers),
        () => current && setLogging(false),
      );
    return () => {
      current = false;
    };
  }, [connections, id, connected]);
  return (
    <ProtocolLogView
      serverName={server.name}
      entries={entries}
      dropped={log.dropped(id)}
      limits={log.limits}
      {...(connected && logging
        ? { onSetLevel: (level) => connections.withClient(id, (client) => setServerLogLevel(client, level)) }
        : {})}
      onClear={() => log.clear(id)}
      onClose={onClose}
    />
  );
}
