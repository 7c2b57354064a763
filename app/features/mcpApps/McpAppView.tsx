// One call card's MCP App: the sandboxed frame, Expand, and the link question. Loaded on demand by
// McpAppSlot.tsx, so ext-apps' host code stays out of the sidebar's first download.
import type { Tool } from '@modelcontextprotocol/client';
import type { CallRecord } from '../../../bridge/hub/types';
import { AppFrame } from './AppFrame';
import { OpenLinkPrompt } from './OpenLinkPrompt';
import { useAppHost } from './useAppHost';

export interface McpAppViewProps {
  call: CallRecord;
  tool: Tool;
  resourceUri: string;
  serverName?: string | undefined;
}

export function McpAppView({ call, tool, resourceUri, serverName }: McpAppViewProps) {
  const app = useAppHost(call, tool, resourceUri);
  const name = call.toolName ?? call.exposedName;
  return (
    <AppFrame
      title={`App of ${name}`}
      label={serverName ? `App of ${name} on ${serverName}` : `App of ${name}`}
      frameRef={app.frame}
      height={app.height}
      expanded={app.expanded}
      onExpandedChange={app.setExpanded}
      status={app.status}
      error={app.error}
    >
      {app.link && (
        <OpenLinkPrompt
          url={app.link.url}
          onOpen={() => app.link?.answer(true)}
          onCancel={() => app.link?.answer(false)}
        />
      )}
    </AppFrame>
  );
}
