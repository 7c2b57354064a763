import type { CallRecord } from '../../bridge/hub/types';
import { CallCard } from './CallCard';
import { muted } from './ui';

export interface CallListProps {
  calls: CallRecord[];
  serverNames: Record<string, string>;
  awaitingApproval: Record<string, true>;
  onRun(id: string): void;
  onReject(id: string): void;
  onRetry(id: string): void;
  onCopy(call: CallRecord): void;
  onInsert?: (call: CallRecord) => void;
}

export function CallList({
  calls,
  serverNames,
  awaitingApproval,
  onRun,
  onReject,
  onRetry,
  onCopy,
  onInsert,
}: CallListProps) {
  if (calls.length === 0) {
    return <p className={muted}>No tool calls yet. Calls the AI makes in the chat appear here.</p>;
  }
  return (
    <ol className="flex flex-col gap-2" aria-label="Tool calls">
      {calls.map((call) => {
        const serverName = call.serverId ? serverNames[call.serverId] : undefined;
        return (
          <li key={call.id}>
            <CallCard
              call={call}
              {...(serverName ? { serverName } : {})}
              canDecide={awaitingApproval[call.id] === true}
              onRun={() => onRun(call.id)}
              onReject={() => onReject(call.id)}
              onRetry={() => onRetry(call.id)}
              onCopy={() => onCopy(call)}
              {...(onInsert ? { onInsert: () => onInsert(call) } : {})}
            />
          </li>
        );
      })}
    </ol>
  );
}
