// Where a call card shows its tool's MCP App: only for a done call (chat or manual) of a tool that declares a
// `ui://` resource. The host code (ext-apps' AppBridge) loads when the first such card is shown.
import { lazy, Suspense } from 'react';
import type { CallRecord } from '../../../bridge/hub/types';
import { toolUiResourceUri } from '../../../bridge/hub/toolUi';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { muted } from '../../ui/classNames';
import { useAppStore } from '../../core/context';

const McpAppView = lazy(() => import('./McpAppView').then((m) => ({ default: m.McpAppView })));

export function McpAppSlot({ call, serverName }: { call: CallRecord; serverName?: string | undefined }) {
  const tool = useAppStore((s) =>
    call.serverId === undefined ? undefined : s.tools[call.serverId]?.find((t) => t.name === call.toolName),
  );
  const resourceUri = tool ? toolUiResourceUri(tool) : undefined;
  // A call the app made itself shows in that app already: its card gets no second copy.
  if (!tool || !resourceUri || call.source === 'app' || call.status !== 'done' || !call.result) return null;
  return (
    <ErrorBoundary what="app">
      <Suspense
        fallback={
          <p role="status" className={`${muted} mt-2`}>
            Loading the app…
          </p>
        }
      >
        <McpAppView call={call} tool={tool} resourceUri={resourceUri} serverName={serverName} />
      </Suspense>
    </ErrorBoundary>
  );
}
