// The one way from the hub's tool list and the user's choices to the instructions text. The sidebar (what it
// shows, copies, inserts, attaches, downloads) and the hub's prompt both call it, so the AI reads the same text
// whichever way it arrives.
import type { ToolPolicy } from '../protocol/types';
import { renderInstructions } from './renderInstructions';
import type { ToolDetail } from './toolDetail';
import type { InstructionTool } from './toolList';

/** A tool as the hub lists it: the servers' tools, then the page's own (WebMCP) once the user enabled them. */
export interface ListedTool {
  /** The name the AI calls (e.g. `read_file`, `memory__read_graph`, `page__search`). */
  exposedName: string;
  serverId: string;
  /** The tool's own name on its server or page. */
  name: string;
  description?: string;
  inputSchema: unknown;
  policy: ToolPolicy;
  /** An MCP App's own tool (`visibility: ["app"]`): never in the text the AI reads. */
  appOnly?: true;
}

/** The user's choices for the text. A tool left out of the text stays callable: only what the AI reads shrinks. */
export interface InstructionPreferences {
  agentMode: boolean;
  /** How much of each tool the text spells out; on-demand leaves the types to describe_tools. */
  detail: ToolDetail;
  customInstructions: string;
  isExcluded(serverId: string, toolName: string): boolean;
}

/** The tools the text lists: every tool not turned off, minus those the user left out and app-only ones. */
export function instructionTools(
  tools: readonly ListedTool[],
  preferences: Pick<InstructionPreferences, 'isExcluded'>,
): InstructionTool[] {
  return tools
    .filter(
      (tool) => tool.policy !== 'off' && !tool.appOnly && !preferences.isExcluded(tool.serverId, tool.name),
    )
    .map(toInstructionTool);
}

/** A listed tool as the text (and describe_tools) shows it: under the name the AI calls. */
function toInstructionTool(tool: ListedTool): InstructionTool {
  return {
    name: tool.exposedName,
    inputSchema: tool.inputSchema,
    ...(tool.description !== undefined ? { description: tool.description } : {}),
  };
}

export function buildInstructions(tools: readonly ListedTool[], preferences: InstructionPreferences): string {
  const custom = preferences.customInstructions.trim();
  return renderInstructions({
    tools: instructionTools(tools, preferences),
    agentMode: preferences.agentMode,
    detail: preferences.detail,
    ...(custom ? { customInstructions: custom } : {}),
  });
}
