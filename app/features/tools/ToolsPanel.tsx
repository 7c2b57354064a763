import { useCallback, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ToolList } from './ToolList';
import { useAppStore } from '../../core/context';
import { createToolGroupsBuilder } from './toolGroups';
import { ToolRunnerPanel } from './ToolRunnerPanel';
import { PageToolsSection, selectShownPageTools } from './PageToolsSection';

export function ToolsPanel() {
  const { servers, tools, policies, exclusions, setPolicy, setInInstructions, hasPageTools } = useAppStore(
    useShallow((s) => ({
      hasPageTools: (selectShownPageTools(s)?.length ?? 0) > 0,
      servers: s.servers,
      tools: s.tools,
      policies: s.policies,
      exclusions: s.instructionExclusions,
      setPolicy: s.setPolicy,
      setInInstructions: s.setInInstructions,
    })),
  );
  const [buildGroups] = useState(createToolGroupsBuilder);
  const groups = useMemo(
    () => buildGroups({ servers, tools, policies, exclusions }),
    [buildGroups, servers, tools, policies, exclusions],
  );
  const [open, setOpen] = useState<{ serverId: string; toolName: string } | null>(null);
  const onOpen = useCallback((serverId: string, toolName: string) => setOpen({ serverId, toolName }), []);
  return (
    <div className="flex flex-col gap-2">
      {open && (
        <ToolRunnerPanel key={`${open.serverId}/${open.toolName}`} {...open} onClose={() => setOpen(null)} />
      )}
      <PageToolsSection />
      {/* "No tools yet" would be wrong above the page's own tools; the list speaks once servers add some. */}
      {(groups.length > 0 || !hasPageTools) && (
        <ToolList
          groups={groups}
          onPolicyChange={setPolicy}
          onInstructionsChange={setInInstructions}
          onOpen={onOpen}
        />
      )}
    </div>
  );
}
