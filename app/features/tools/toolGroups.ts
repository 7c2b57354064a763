// Builds the Tools tab's groups from the store, reusing each row's and group's object while what it
// shows is unchanged, so memoized rows and sections skip re-rendering when one policy changes.
import type { ServerConfig, ServerTool } from '../../../bridge/connections/types';
import type { ToolPolicy } from '../../../bridge/protocol/types';
import type { ToolView } from './ToolItem';
import type { ToolGroup } from './ToolList';
import { policyOf } from './selectors';
import { policyKey } from './toolsSlice';

export interface ToolGroupsInput {
  servers: ServerConfig[];
  tools: Record<string, ServerTool[]>;
  policies: Record<string, ToolPolicy>;
  exclusions: Record<string, true>;
}

export function createToolGroupsBuilder(): (input: ToolGroupsInput) => ToolGroup[] {
  const views = new WeakMap<ServerTool, ToolView>();
  let previous = new Map<string, ToolGroup>();

  const viewOf = (tool: ServerTool, policy: ToolPolicy, inInstructions: boolean): ToolView => {
    const cached = views.get(tool);
    if (cached && cached.policy === policy && cached.inInstructions === inInstructions) return cached;
    const view: ToolView = {
      name: tool.name,
      policy,
      inInstructions,
      ...(tool.description !== undefined && { description: tool.description }),
      ...(tool.annotations !== undefined && { annotations: tool.annotations }),
    };
    views.set(tool, view);
    return view;
  };

  return ({ servers, tools, policies, exclusions }) => {
    const next = servers
      .filter((server) => server.enabled && tools[server.id] !== undefined)
      .map((server) => {
        const rows = (tools[server.id] ?? []).map((tool) =>
          viewOf(
            tool,
            policyOf({ policies }, server.id, tool.name, tool.annotations),
            !exclusions[policyKey(server.id, tool.name)],
          ),
        );
        const old = previous.get(server.id);
        const same =
          old?.serverName === server.name &&
          old.tools.length === rows.length &&
          old.tools.every((t, i) => t === rows[i]);
        return same ? old : { serverId: server.id, serverName: server.name, tools: rows };
      });
    previous = new Map(next.map((g) => [g.serverId, g]));
    return next;
  };
}
