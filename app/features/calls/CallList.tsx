import { SearchBox } from '../../ui/search/SearchBox';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CallToolResult } from '../../../bridge/connections/types';
import { isPageTool } from '../../../bridge/hub/pageTools';
import type { CallRecord } from '../../../bridge/hub/types';
import { CallCard } from './CallCard';
import { CallListRows } from './CallListRows';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { filterCalls } from './filterCalls';
import { serverNameOf } from './serverNameOf';
import { dangerButton, muted } from '../../ui/classNames';

/** "… in a window…": confirmed in a first-party window, where the sidebar can't prove it is visible. */
export interface CallWindowActions {
  /** Decide a pending call. */
  approve(call: CallRecord): void;
  retry(call: CallRecord): void;
  insert?: (call: CallRecord) => void;
  attach?: (call: CallRecord) => void;
}

export interface CallListProps {
  calls: CallRecord[];
  serverNames: Record<string, string>;
  awaitingApproval: Record<string, true>;
  onRun(id: string): void;
  onReject(id: string): void;
  onRetry(id: string): void;
  onCopy(call: CallRecord): void;
  onInsert?: (call: CallRecord) => void;
  onAttach?: (call: CallRecord) => void;
  /** Approve, Retry, Insert and Attach confirmed in a first-party window. */
  inWindow?: CallWindowActions;
  /** Whether this window's hub has the call open, so Cancel can stop it (chat calls and manual runs alike). */
  canCancel?: (id: string) => boolean;
  onCancel?: (id: string) => void;
  /** Opens a resource link of a call's result in the Resources tab, read from that call's server. */
  onOpenResource?: (serverId: string, uri: string, name?: string) => void;
  onClear?: () => void;
  /** Loads the saved result of an older call whose result left memory (`resultSaved`). */
  loadResult?: (id: string) => Promise<CallToolResult | undefined>;
  /** A badge click in the chat asked to show the call with this key (a fresh object for each click). */
  focus?: { key: string } | null;
  /** The asked-for card has focus, or no call has that key. */
  onFocusHandled?: () => void;
  /** Drawn under a call's card: the questions its server asks while it runs (elicitation). */
  renderAfterCard?: ((call: CallRecord) => ReactNode) | undefined;
  /** What a card shows under its result from outside the list: its tool's MCP App (app/features/mcpApps). */
  renderApp?: (call: CallRecord, serverName: string | undefined) => ReactNode;
}

export function CallList(props: CallListProps) {
  const { calls, serverNames, awaitingApproval, onRun, onReject, onRetry, onCopy, onInsert, onAttach } =
    props;
  const { canCancel, onCancel, onClear, inWindow, focus, onFocusHandled, loadResult, renderAfterCard } =
    props;
  const { onOpenResource } = props;
  const { renderApp } = props;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  // Calls waiting for this window's Run come first: Run arms only while in view, so it should be in view.
  const shown = useMemo(() => {
    const matching = filterCalls(calls, deferred, serverNames);
    const waiting = (call: CallRecord) => awaitingApproval[call.id] === true;
    return [...matching.filter(waiting), ...matching.filter((call) => !waiting(call))];
  }, [calls, deferred, serverNames, awaitingApproval]);

  const focusCall = focus ? calls.find((call) => call.meta?.key === focus.key) : undefined;
  const focusShown = focusCall !== undefined && shown.includes(focusCall);
  // A new request whose call the search hides: show the whole list, then the rows focus it. Adjusted while
  // rendering, as React advises for state that follows a prop.
  const [seenFocus, setSeenFocus] = useState(focus);
  if (focus !== seenFocus) {
    setSeenFocus(focus);
    if (focusCall && !focusShown) setQuery('');
  }
  useEffect(() => {
    if (focus && !focusCall) onFocusHandled?.(); // No call has that key: nothing to show.
  }, [focus, focusCall, onFocusHandled]);

  const renderCard = useCallback(
    (call: CallRecord) => {
      const serverName = serverNameOf(call, serverNames);
      // A page tool's result is the page's own text: no server of ours can read a link in it.
      const linkServer =
        call.serverId && !isPageTool({ serverId: call.serverId }) ? call.serverId : undefined;
      const card = (
        // One card that can't render (e.g. a malformed result kept in history) must not blank the list.
        <ErrorBoundary what="call card">
          <CallCard
            call={call}
            {...(serverName ? { serverName } : {})}
            canDecide={awaitingApproval[call.id] === true}
            onRun={() => onRun(call.id)}
            onReject={() => onReject(call.id)}
            onRetry={() => onRetry(call.id)}
            onCopy={() => onCopy(call)}
            {...(onInsert ? { onInsert: () => onInsert(call) } : {})}
            {...(onAttach ? { onAttach: () => onAttach(call) } : {})}
            {...windowHandlers(call, inWindow)}
            {...(onCancel && canCancel?.(call.id) ? { onCancel: () => onCancel(call.id) } : {})}
            {...(onOpenResource && linkServer
              ? { onOpenResource: (uri: string, name?: string) => onOpenResource(linkServer, uri, name) }
              : {})}
            {...(renderApp ? { app: renderApp(call, serverName) } : {})}
          />
        </ErrorBoundary>
      );
      return (
        <>
          {card}
          {renderAfterCard?.(call)}
        </>
      );
    },
    [
      serverNames,
      awaitingApproval,
      onRun,
      onReject,
      onRetry,
      onCopy,
      onInsert,
      onAttach,
      inWindow,
      onCancel,
      canCancel,
      renderAfterCard,
      onOpenResource,
      renderApp,
    ],
  );

  if (calls.length === 0) {
    return (
      <p className={muted}>
        No tool calls yet. Run a tool from the Tools tab, or insert the instructions into a chat and ask the
        AI for something that needs a tool: its calls appear here.
      </p>
    );
  }
  return (
    // Fills the tab: the search stays put while the list below it scrolls.
    <div className="flex h-full min-h-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <SearchBox
          label="Search calls"
          placeholder={`Search ${calls.length} calls`}
          value={query}
          onChange={setQuery}
        />
        {onClear && (
          <button type="button" className={`${dangerButton} shrink-0`} onClick={onClear}>
            Clear history
          </button>
        )}
      </div>
      {shown.length === 0 && (
        <p className={muted}>
          No call matches “{deferred}”. Try another word, or clear the search to see all {calls.length}.
        </p>
      )}
      <CallListRows
        calls={shown}
        renderCard={renderCard}
        loadResult={loadResult}
        focusId={focusShown ? focusCall.id : undefined}
        {...(onFocusHandled ? { onFocused: onFocusHandled } : {})}
      />
    </div>
  );
}

/** The card's "… in a window…" handlers for one call, only those the list was given. */
function windowHandlers(call: CallRecord, inWindow: CallWindowActions | undefined) {
  if (!inWindow) return {};
  const { approve, retry, insert, attach } = inWindow;
  return {
    onApproveInWindow: () => approve(call),
    onRetryInWindow: () => retry(call),
    ...(insert ? { onInsertInWindow: () => insert(call) } : {}),
    ...(attach ? { onAttachInWindow: () => attach(call) } : {}),
  };
}
