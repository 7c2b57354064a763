import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ToolGroup } from '../components/ToolList';
import { ToolList } from '../components/ToolList';
import { policyOf } from '../store/selectors';
import { useAppStore } from '../store/store';

export function ToolsPanel() {
  const { servers, tools, policies, setPolicy } = useAppStore(
    useShallow((s) => ({ servers: s.servers, tools: s.tools, policies: s.policies, setPolicy: s.setPolicy })),
  );
  const groups = useMemo<ToolGroup[]>(
    () =>
      servers
        .filter((server) => server.enabled && tools[server.id] !== undefined)
        .map((server) => ({
          serverId: server.id,
          serverName: server.name,
          tools: (tools[server.id] ?? []).map((tool) => ({
            name: tool.name,
            ...(tool.description !== undefined && { description: tool.description }),
            ...(tool.annotations !== undefined && { annotations: tool.annotations }),
            policy: policyOf({ policies }, server.id, tool.name, tool.annotations),
          })),
        })),
    [servers, tools, policies],
  );
  return <ToolList groups={groups} onPolicyChange={setPolicy} />;
}
