// Tools as the servers report them (live) and the user's per-tool policies (persisted).
import type { ServerTool } from '../../../bridge/connections/types';
import type { ToolPolicy } from '../../../bridge/protocol/types';
import type { SliceCreator } from '../../shell/appState';

/** Policies are keyed by server id and the tool's own name, so renaming the exposed name changes nothing. */
export const policyKey = (serverId: string, toolName: string): string => `${serverId}\u0000${toolName}`;

export interface ToolsSlice {
  tools: Record<string, ServerTool[]>;
  policies: Record<string, ToolPolicy>;
  /** Tools left out of the instructions text (still callable), by policyKey. */
  instructionExclusions: Record<string, true>;
  setTools(serverId: string, tools: ServerTool[]): void;
  setPolicy(serverId: string, toolName: string, policy: ToolPolicy): void;
  setInInstructions(serverId: string, toolName: string, included: boolean): void;
}

export const createToolsSlice: SliceCreator<ToolsSlice> = (set) => ({
  tools: {},
  policies: {},
  instructionExclusions: {},
  setTools: (serverId, tools) => set((s) => ({ tools: { ...s.tools, [serverId]: tools } })),
  setPolicy: (serverId, toolName, policy) =>
    set((s) => ({ policies: { ...s.policies, [policyKey(serverId, toolName)]: policy } })),
  setInInstructions: (serverId, toolName, included) =>
    set((s) => {
      const instructionExclusions = { ...s.instructionExclusions };
      if (included) delete instructionExclusions[policyKey(serverId, toolName)];
      else instructionExclusions[policyKey(serverId, toolName)] = true;
      return { instructionExclusions };
    }),
});
