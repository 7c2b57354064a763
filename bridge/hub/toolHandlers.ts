// tools/list and tools/call for the page, plus the instructions text over the same tool list.
// Order in tools/call: origin gate, dedup by call key, tool lookup, policy, then the runner's pipeline
// (arguments checked, budget, approval, run).
import type { CallToolResult, Server, ServerContext, Tool } from '@modelcontextprotocol/server';
import { buildInstructions } from '../instructions/buildInstructions';
import { CALL_META_KEY } from '../protocol/constants';
import { textResult, turnedOffMessage, unknownToolMessage } from './callMessages';
import { followCall } from './followCall';
import type { HubServerDeps } from './hubServer';
import { parseCallMeta } from './pageSchemas';
import type { HubHost, HubTool } from './types';

export function enabledTools(host: HubHost): HubTool[] {
  return host.tools().filter((tool) => tool.policy !== 'off');
}

/** The instructions text over the hub's whole tool list (server tools, then enabled page tools). */
export function renderHubInstructions(host: HubHost): string {
  return buildInstructions(host.tools(), host.instructionPreferences());
}

export function registerToolHandlers(
  server: Server,
  deps: HubServerDeps,
  requireGranted: () => string,
): void {
  server.setRequestHandler('tools/list', () => {
    requireGranted();
    return { tools: enabledTools(deps.host).map(toMcpTool) };
  });

  server.setRequestHandler('tools/call', (request, ctx) => {
    const origin = requireGranted();
    return callTool(deps, origin, request.params, ctx);
  });
}

interface CallParams {
  name: string;
  arguments?: Record<string, unknown> | undefined;
  _meta?: Record<string, unknown> | undefined;
}

function callTool(
  deps: HubServerDeps,
  origin: string,
  params: CallParams,
  ctx: ServerContext,
): Promise<CallToolResult> {
  const { host, runner } = deps;
  const meta = parseCallMeta(params._meta?.[CALL_META_KEY]);
  // A key seen before never runs again: the page gets the first call's outcome.
  const earlier = meta ? runner.findByKey(origin, meta.key) : undefined;
  if (earlier) return followCall(earlier, ctx, deps.keepAliveMs);

  const tool = host.tools().find((candidate) => candidate.exposedName === params.name);
  if (!tool) {
    const available = enabledTools(host).map((t) => t.exposedName);
    return Promise.resolve(textResult(unknownToolMessage(params.name, available), true));
  }
  if (tool.policy === 'off') return Promise.resolve(textResult(turnedOffMessage(params.name), true));

  const needsApproval = tool.policy === 'ask' || !host.settings().autoExecute;
  const entry = runner.start({
    source: 'chat',
    tool,
    args: params.arguments ?? {},
    needsApproval,
    origin,
    ...(meta ? { meta } : {}),
  });
  return followCall(entry, ctx, deps.keepAliveMs);
}

function toMcpTool(tool: HubTool): Tool {
  const mcpTool: Tool = { name: tool.exposedName, inputSchema: tool.inputSchema };
  if (tool.description !== undefined) mcpTool.description = tool.description;
  if (tool.annotations !== undefined) mcpTool.annotations = tool.annotations;
  return mcpTool;
}
