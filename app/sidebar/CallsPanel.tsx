import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CallList } from '../components/CallList';
import { actions } from '../services/actions';
import { toolActions } from '../services/toolActions';
import { useAppStore } from '../store/store';
import { approveInWindow } from './approveInWindow';
import { useCallFocus } from './useCallFocus';

/** `canInsert` is false where no chat page can be connected (the dashboard). */
export function CallsPanel({ canInsert }: { canInsert: boolean }) {
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
      onApproveInWindow={(call) => approveInWindow(call, serverNames)}
      onRetry={toolActions.retry}
      onCopy={actions.copyResult}
      {...(canInsert ? { onInsert: actions.insertResult, onAttach: toolActions.attachResult } : {})}
      canCancel={toolActions.canCancel}
      onCancel={toolActions.cancelRun}
      onClear={toolActions.clearHistory}
    />
  );
}
