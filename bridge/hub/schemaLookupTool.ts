// The hub's own tool: describe_tools (bridge/instructions/schemaLookup.ts) as a HubTool, offered while the
// instructions are in on-demand mode. It goes through the same gate and pipeline as any chat call (grant, turn
// budget, approval when auto-execute is off) and is answered here from the hub's tool list, never by a server.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { instructionTools } from '../instructions/buildInstructions';
import { describeTools, SCHEMA_LOOKUP_NAME, schemaLookupTool } from '../instructions/schemaLookup';
import type { HubTool } from './types';

/** The server id of tools the hub answers itself; no connection or page uses it. */
export const HUB_SERVER_ID = 'mcp-multi-bridge';

const hubTool: HubTool = {
  exposedName: SCHEMA_LOOKUP_NAME,
  serverId: HUB_SERVER_ID,
  serverName: 'MCP Multi Bridge',
  name: SCHEMA_LOOKUP_NAME,
  description: schemaLookupTool.description ?? '',
  inputSchema: schemaLookupTool.inputSchema as HubTool['inputSchema'],
  annotations: { readOnlyHint: true, openWorldHint: false },
  // It reads only what the instructions already let the AI see; it still asks while auto-execute is off.
  policy: 'auto',
};

export function schemaLookupHubTool(): HubTool {
  return hubTool;
}

export function isSchemaLookup(tool: Pick<HubTool, 'serverId' | 'name'>): boolean {
  return tool.serverId === HUB_SERVER_ID && tool.name === SCHEMA_LOOKUP_NAME;
}

/** The answer over the tools a chat can call now (not those turned off), by the names the AI uses. */
export function answerSchemaLookup(tools: readonly HubTool[], args: Record<string, unknown>): CallToolResult {
  const names = Array.isArray(args['names']) ? args['names'].filter((n) => typeof n === 'string') : [];
  const callable = instructionTools(tools, {
    isExcluded: (serverId, name) => isSchemaLookup({ serverId, name }),
  });
  const answer = describeTools(callable, names);
  return { content: [{ type: 'text', text: answer.text }], isError: answer.isError };
}
