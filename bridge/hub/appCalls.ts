// Tool calls an MCP App makes from its call card (the extension's `tools/call` from the view). An app speaks
// for its own server only: a name is looked up among that server's tools, so another server's tool (or the
// hub's describe_tools, or a page tool) is refused before anything runs.
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { CallRunner } from './callRunner';
import type { HubTool, ToolRef } from './types';

export class AppCallRefused extends Error {
  override name = 'AppCallRefused';
}

export function appCallRefusal(name: string): string {
  return `This app may call only the tools of its own server; "${name}" is not one of them.`;
}

export async function runAppCall(
  runner: CallRunner,
  findTool: (ref: ToolRef) => HubTool | undefined,
  serverId: string,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const tool = findTool({ serverId, name });
  if (!tool || tool.serverId !== serverId) throw new AppCallRefused(appCallRefusal(name));
  // The pipeline checks the arguments and asks the tool's policy (chatGate.ts gateAppCall); its card shows it.
  return runner.start({ source: 'app', tool, args }).outcome;
}
