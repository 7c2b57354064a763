// The server questions of this window (elicitation): under the card of the call that asked, or on their
// own at the top of the Calls tab when no running call could be matched. Answers go back to the server
// from here, through the connection's session; nothing is sent to the chat page.
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PendingInput } from '../../../bridge/connections/inputRequests';
import type { CallRecord } from '../../../bridge/hub/types';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { InputRequestCard } from './InputRequestCard';
import { useAppStore, useRuntime } from '../../core/context';

export function usePendingInputs(): readonly PendingInput[] {
  const { queue } = useRuntime().inputRequests;
  return useSyncExternalStore(
    useCallback((listener: () => void) => queue.subscribe(listener), [queue]),
    () => queue.list(),
  );
}

/** One card per question, in the order they came. */
function useRenderInputs(serverNames: Record<string, string>) {
  const { queue, validate } = useRuntime().inputRequests;
  return useCallback(
    (items: readonly PendingInput[], toolName?: string): ReactNode =>
      items.map((request) => (
        <ErrorBoundary key={request.id} what="server question">
          <InputRequestCard
            request={request}
            serverName={serverNames[request.serverId] ?? request.serverId}
            toolName={toolName}
            validate={validate}
            onAnswer={(result) => queue.answer(request.id, result)}
            onDismiss={() => queue.dismiss(request.id)}
          />
        </ErrorBoundary>
      )),
    [queue, validate, serverNames],
  );
}

/** The questions no running call could be matched to. */
export function StandaloneInputRequests({ serverNames }: { serverNames: Record<string, string> }) {
  const pending = usePendingInputs();
  const render = useRenderInputs(serverNames);
  const standalone = pending.filter((item) => item.callId === undefined);
  if (standalone.length === 0) return null;
  return <div className="flex flex-col gap-2">{render(standalone)}</div>;
}

/** For CallList's `renderAfterCard`: a call's questions under its card. */
export function useInputsAfterCard(serverNames: Record<string, string>) {
  const pending = usePendingInputs();
  const render = useRenderInputs(serverNames);
  return useMemo(() => {
    if (!pending.some((item) => item.callId !== undefined)) return undefined;
    return (call: CallRecord): ReactNode => {
      const mine = pending.filter((item) => item.callId === call.id);
      return mine.length > 0 ? render(mine, call.toolName ?? call.exposedName) : null;
    };
  }, [pending, render]);
}

/** Under a manual run's form (the Tools tab): the questions of that run. */
export function InputRequestsForCall({ callId, toolName }: { callId: string; toolName: string }) {
  const pending = usePendingInputs();
  const servers = useAppStore((s) => s.servers);
  const serverNames = useMemo(() => Object.fromEntries(servers.map((s) => [s.id, s.name])), [servers]);
  const render = useRenderInputs(serverNames);
  const mine = pending.filter((item) => item.callId === callId);
  if (mine.length === 0) return null;
  return <div className="flex flex-col gap-2">{render(mine, toolName)}</div>;
}
