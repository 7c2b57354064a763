import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CallList } from '../components/CallList';
import { useCallFocus } from './useCallFocus';
import { useActions, useAppStore, useToolActions } from '../context/runtimeContext';

/** `canInsert` is false where no chat page can be connected (the dashboard). */
export function CallsPanel({ canInsert }: { canInsert: boolean }) {
  const actions = useActions();
  const toolActions = useToolActions();
  const { calls, awaitingApproval, servers } = useAppStore(
    useShallow((s) => ({ calls: s.calls, awaitingApproval: s.awaitingApproval, servers: s.servers })),
  );
  useCallFocus();
  const serverNames = useMemo(() => Object.fromEntries(servers.map((s) => [s.id, s.name])), [servers]);
  return (
    <CallList
      calls={calls}
      serverNames={serverNames}
      awaitingApproval={awaitingApproval}
      onRun={actions.approve}
      onReject={actions.reject}
      onApproveInWindow={(call) => actions.approveInWindow(call, serverNames)}
      onRetry={toolActions.retry}
      onCopy={actions.copyResult}
      {...(canInsert ? { onInsert: actions.insertResult, onAttach: toolActions.attachResult } : {})}
      canCancel={toolActions.canCancel}
      onCancel={toolActions.cancelRun}
      onClear={toolActions.clearHistory}
    />
  );
}
