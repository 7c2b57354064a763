import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CallRecord } from '../../../bridge/hub/types';
import { CallList } from './CallList';
import { StandaloneElicitations, useElicitationsAfterCard } from '../elicitation';
import { McpAppSlot } from '../mcpApps';
import { useCallFocus } from './useCallFocus';
import { useAppStore, useStoreApi } from '../../core/context';
import { useResourceActions } from '../resources';
import { useCallActions } from './callActions';

/** `canInsert` is false where no chat page can be connected (the dashboard). */
/** A card's MCP App, if its tool has one; stable, so cards re-render only when their call changes. */
const renderApp = (call: CallRecord, serverName: string | undefined) => (
  <McpAppSlot call={call} serverName={serverName} />
);

export function CallsPanel({ canInsert }: { canInsert: boolean }) {
  const actions = useCallActions();
  const resourceActions = useResourceActions();
  const store = useStoreApi();
  const { calls, awaitingApproval, servers } = useAppStore(
    useShallow((s) => ({ calls: s.calls, awaitingApproval: s.awaitingApproval, servers: s.servers })),
  );
  const { focus, onFocusHandled } = useCallFocus();
  const serverNames = useMemo(() => Object.fromEntries(servers.map((s) => [s.id, s.name])), [servers]);
  // Stable across renders, so a new call re-renders its own card, not every card in view; Insert and Attach
  // only where a chat page can take them.
  const inWindow = useMemo(
    () => ({
      approve: (call: CallRecord) => actions.approveInWindow(call, serverNames),
      retry: (call: CallRecord) => actions.retryInWindow(call, serverNames),
      ...(canInsert ? { insert: actions.insertResultInWindow, attach: actions.attachResultInWindow } : {}),
    }),
    [actions, serverNames, canInsert],
  );
  const renderAfterCard = useElicitationsAfterCard(serverNames);
  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      <StandaloneElicitations serverNames={serverNames} />
      <CallList
        calls={calls}
        serverNames={serverNames}
        awaitingApproval={awaitingApproval}
        onRun={actions.approve}
        onReject={actions.reject}
        onRetry={actions.retry}
        inWindow={inWindow}
        onCopy={actions.copyResult}
        {...(canInsert ? { onInsert: actions.insertResult, onAttach: actions.attachResult } : {})}
        canCancel={actions.canCancel}
        onCancel={actions.cancelRun}
        onClear={actions.clearHistory}
        onOpenResource={resourceActions.open}
        loadResult={store.history.loadResult}
        focus={focus}
        onFocusHandled={onFocusHandled}
        renderAfterCard={renderAfterCard}
        renderApp={renderApp}
      />
    </div>
  );
}
