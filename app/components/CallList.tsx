import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { CallRecord } from '../../bridge/hub/types';
import { CallCard } from './CallCard';
import { ErrorBoundary } from './ErrorBoundary';
import { filterCalls } from './filterCalls';
import { dangerButton, input, muted } from './ui';

export interface CallListProps {
  calls: CallRecord[];
  serverNames: Record<string, string>;
  awaitingApproval: Record<string, true>;
  onRun(id: string): void;
  onReject(id: string): void;
  /** Decide a pending call in a first-party window, where the sidebar can't prove it is visible. */
  onApproveInWindow?: (call: CallRecord) => void;
  onRetry(id: string): void;
  onCopy(call: CallRecord): void;
  onInsert?: (call: CallRecord) => void;
  onAttach?: (call: CallRecord) => void;
  /** Whether this window's hub has the call open, so Cancel can stop it (chat calls and manual runs alike). */
  canCancel?: (id: string) => boolean;
  onCancel?: (id: string) => void;
  onClear?: () => void;
}

export function CallList(props: CallListProps) {
  const { calls, serverNames, awaitingApproval, onRun, onReject, onRetry, onCopy, onInsert, onAttach } =
    props;
  const { canCancel, onCancel, onClear, onApproveInWindow } = props;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  // Calls waiting for this window's Run come first: Run arms only while in view, so it should be in view.
  const shown = useMemo(() => {
    const matching = filterCalls(calls, deferred, serverNames);
    const waiting = (call: CallRecord) => awaitingApproval[call.id] === true;
    return [...matching.filter(waiting), ...matching.filter((call) => !waiting(call))];
  }, [calls, deferred, serverNames, awaitingApproval]);
  if (calls.length === 0) {
    return <p className={muted}>No tool calls yet. Calls the AI makes in the chat appear here.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search calls
        </label>
        <input
          id={searchId}
          type="search"
          className={input}
          placeholder={`Search ${calls.length} calls`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {onClear && (
          <button type="button" className={`${dangerButton} shrink-0`} onClick={onClear}>
            Clear history
          </button>
        )}
      </div>
      {shown.length === 0 && <p className={muted}>No call matches “{deferred}”.</p>}
      <ol className="flex flex-col gap-2" aria-label="Tool calls">
        {shown.map((call) => {
          const serverName = call.serverId ? serverNames[call.serverId] : undefined;
          return (
            <li key={call.id}>
              {/* One card that can't render (e.g. a malformed result kept in history) must not blank the list. */}
              <ErrorBoundary what="call card">
                <CallCard
                  call={call}
                  {...(serverName ? { serverName } : {})}
                  canDecide={awaitingApproval[call.id] === true}
                  onRun={() => onRun(call.id)}
                  onReject={() => onReject(call.id)}
                  {...(onApproveInWindow ? { onApproveInWindow: () => onApproveInWindow(call) } : {})}
                  onRetry={() => onRetry(call.id)}
                  onCopy={() => onCopy(call)}
                  {...(onInsert ? { onInsert: () => onInsert(call) } : {})}
                  {...(onAttach ? { onAttach: () => onAttach(call) } : {})}
                  {...(onCancel && canCancel?.(call.id) ? { onCancel: () => onCancel(call.id) } : {})}
                />
              </ErrorBoundary>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
