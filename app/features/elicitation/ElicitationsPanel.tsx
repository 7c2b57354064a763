// The server questions of this window (elicitation): under the card of the call that asked, or on their
// own at the top of the Calls tab when no running call could be matched. Answers go back to the server
// from here, through the connection's session; nothing is sent to the chat page.
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PendingElicitation } from '../../../bridge/connections/elicitationQueue';
import type { CallRecord } from '../../../bridge/hub/types';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { ElicitationCard } from './ElicitationCard';
import { useAppStore, useRuntime } from '../../core/context';

export function usePendingElicitations(): readonly PendingElicitation[] {
  const { queue } = useRuntime().elicitations;
  return useSyncExternalStore(
    useCallback((listener: () => void) => queue.subscribe(listener), [queue]),
    () => queue.list(),
  );
}

/** One card per question, in the order they came. */
function useRenderInputs(serverNames: Record<string, string>) {
  const { queue, validate } = useRuntime().elicitations;
  return useCallback(
    (items: readonly PendingElicitation[], toolName?: string): ReactNode =>
      items.map((request) => (
        <ErrorBoundary key={request.id} what="server question">
          <ElicitationCard
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
export function StandaloneElicitations({ serverNames }: { serverNames: Record<string, string> }) {
  const pending = usePendingElicitations();
  const render = useRenderInputs(serverNames);
  const standalone = pending.filter((item) => item.callId === undefined);
  if (standalone.length === 0) return null;
  return <div className="flex flex-col gap-2">{render(standalone)}</div>;
}

/** For CallList's `renderAfterCard`: a call's questions under its card. */
export function useElicitationsAfterCard(serverNames: Record<string, string>) {
  const pending = usePendingElicitations();
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
export function ElicitationsForCall({ callId, toolName }: { callId: string; toolName: string }) {
  const pending = usePendingElicitations();
  const servers = useAppStore((s) => s.servers);
  const serverNames = useMemo(() => Object.fromEntries(servers.map((s) => [s.id, s.name])), [servers]);
  const render = useRenderInputs(serverNames);
  const mine = pending.filter((item) => item.callId === callId);
  if (mine.length === 0) return null;
  return <div className="flex flex-col gap-2">{render(mine, toolName)}</div>;
}
