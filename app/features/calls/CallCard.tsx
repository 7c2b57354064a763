import type { ReactNode } from 'react';
import type { CallRecord, CallStatus } from '../../../bridge/hub/types';
import { CallProgress } from './CallProgress';
import { ResultContent } from './ResultContent';
import { ApprovalControls } from '../../ui/gate/ApprovalControls';
import { GatedButton } from '../../ui/gate/GatedButton';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import { badge, button, card, dangerButton, muted } from '../../ui/classNames';
import { ScrollText } from '../../ui/ScrollText';

export interface CallCardProps {
  call: CallRecord;
  serverName?: string;
  /** True when this window holds the approval for a pending call (only a sidebar click decides). */
  canDecide: boolean;
  onRun(): void;
  onReject(): void;
  /** Approve in a first-party window, for when the sidebar can't prove it is visible. */
  onApproveInWindow?: () => void;
  onRetry(): void;
  /** Retry, Insert and Attach confirmed in a first-party window, where the sidebar can't prove it is visible. */
  onRetryInWindow?: () => void;
  onCopy(): void;
  onInsert?: () => void;
  onInsertInWindow?: () => void;
  /** Attach the result to the chat as a .md file. */
  onAttach?: () => void;
  onAttachInWindow?: () => void;
  /** Present for running calls this window's hub can stop (any source: the user may stop what the AI started). */
  onCancel?: () => void;
  /** Opens a resource link of the result in the Resources tab, read from this call's server. */
  onOpenResource?: (uri: string, name?: string) => void;
  /** The tool's MCP App, shown under the result (app/features/mcpApps); the card knows nothing of it. */
  app?: ReactNode;
}

const statusStyles: Record<CallStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  running: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  error: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  rejected: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const statusText: Record<CallStatus, string> = {
  pending: 'Waiting for approval',
  running: 'Running',
  done: 'Done',
  error: 'Error',
  rejected: 'Rejected',
};

function duration(call: CallRecord): string | null {
  if (call.endedAt === undefined) return null;
  const ms = call.endedAt - call.startedAt;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function sourceText(call: CallRecord): string {
  if (call.source === 'manual') return 'Run by hand';
  if (call.source === 'app') return 'Asked for by an app in a call card';
  return `From ${call.origin ?? 'the chat'}`;
}

export function CallCard({
  call,
  serverName,
  canDecide,
  onRun,
  onReject,
  onApproveInWindow,
  onRetry,
  onRetryInWindow,
  onCopy,
  onInsert,
  onInsertInWindow,
  onAttach,
  onAttachInWindow,
  onCancel,
  onOpenResource,
  app,
}: CallCardProps) {
  // Retry runs the tool again and Insert/Attach move a result into the chat page, so in a frame they
  // follow the same visibility gate as Run: a hidden sidebar can't be clicked into either. Where it can't
  // be proven visible they offer the consent window instead, as a pending call does.
  const { state: gateState, ref: gateRef, guard } = useArmedControl({ enabled: isFramed() });
  const took = duration(call);
  const progress = call.progress;
  const hasResult = call.status === 'done' && call.result !== undefined;
  return (
    <article
      className={`${card} focus:outline-2 focus:outline-sky-500`}
      aria-label={`Call ${call.exposedName}`}
      data-status={call.status}
      // The chat badge of this call focuses the card by its key (useCallFocus); -1 keeps it out of Tab order.
      data-call-key={call.meta?.key}
      tabIndex={-1}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <code className="break-all text-sm font-semibold">{call.toolName ?? call.exposedName}</code>
          {serverName && <span className={`${muted} ml-1`}>on {serverName}</span>}
        </div>
        <span className={`${badge} ${statusStyles[call.status]}`} role="status">
          {statusText[call.status]}
        </span>
      </header>
      <p className={muted}>
        {sourceText(call)}
        {took && ` · ${took}`}
      </p>
      {/* Why a call the policy would run asks instead (the turn's budget is used up, or it repeats in a loop). */}
      {call.reason && (
        <p className="mt-1 text-sm break-words text-amber-800 dark:text-amber-300">{call.reason}</p>
      )}
      {call.status === 'running' && <CallProgress progress={progress} />}
      <details className="mt-2" open={call.status === 'pending'}>
        <summary className="cursor-pointer text-xs font-medium">Arguments</summary>
        <ScrollText className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs dark:bg-slate-950">
          {JSON.stringify(call.args, null, 2)}
        </ScrollText>
      </details>
      {call.status === 'error' && call.error && (
        <p role="alert" className="mt-2 text-sm break-words text-red-700 dark:text-red-300">
          {call.error}
        </p>
      )}
      {call.status === 'done' && !call.result && (
        <p className={`${muted} mt-2`}>
          {call.resultSaved
            ? 'Loading the result from the saved history…'
            : 'The result is not kept: the sidebar could not save its call history here.'}
        </p>
      )}
      {hasResult && call.result && (
        <div className="mt-2">
          {call.result.isError && (
            <p className="text-sm text-red-700 dark:text-red-300">The tool reported an error:</p>
          )}
          <ResultContent result={call.result} onOpenLink={onOpenResource} />
        </div>
      )}
      {app}
      <div className="mt-2 flex flex-wrap gap-2" ref={gateRef} data-actions-gate={gateState}>
        {call.status === 'pending' && canDecide && (
          <ApprovalControls
            onRun={onRun}
            onReject={onReject}
            {...(onApproveInWindow ? { onApproveInWindow } : {})}
          />
        )}
        {call.status === 'error' && call.retryable && (
          <GatedButton
            state={gateState}
            onClick={guard(onRetry)}
            onInWindow={onRetryInWindow}
            windowLabel="Retry in a window…"
          >
            Retry
          </GatedButton>
        )}
        {hasResult && (
          <button type="button" className={button} onClick={onCopy}>
            Copy
          </button>
        )}
        {hasResult && onInsert && (
          <GatedButton
            state={gateState}
            onClick={guard(onInsert)}
            onInWindow={onInsertInWindow}
            windowLabel="Insert in a window…"
          >
            Insert into chat
          </GatedButton>
        )}
        {hasResult && onAttach && (
          <GatedButton
            state={gateState}
            onClick={guard(onAttach)}
            onInWindow={onAttachInWindow}
            windowLabel="Attach in a window…"
          >
            Attach to chat
          </GatedButton>
        )}
        {call.status === 'running' && onCancel && (
          <button type="button" className={dangerButton} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </article>
  );
}
