// tools/list and tools/call for the page, plus the instructions text over the same tool list.
// Order in tools/call: origin gate, dedup by call key, tool lookup and policy (chatGate.ts), then the runner's
// pipeline (arguments checked, grant and policy asked again, budget, approval, run). An answer to our page runtime
// carries its chat text, which the page writes back.
import type { CallToolResult, Server, ServerContext, Tool } from '@modelcontextprotocol/server';
import { withChatText } from '../format/toolResult';
import { buildInstructions } from '../instructions/buildInstructions';
import { CALL_META_KEY } from '../protocol/constants';
import { textResult } from './callMessages';
import { gateChatCall, listedTools } from './chatGate';
import { followCall } from './followCall';
import type { HubServerDeps } from './hubServer';
import { parseCallMeta } from './pageSchemas';
import { isSchemaLookup } from './schemaLookupTool';
import type { HubHost, HubTool } from './types';

/** The instructions text over the hub's whole tool list (server tools, then enabled page tools); the renderer
 * adds describe_tools itself in on-demand mode, as it does for the sidebar's list, which never holds it. */
export function renderHubInstructions(host: HubHost): string {
  const tools = host.tools().filter((tool) => !isSchemaLookup(tool));
  return buildInstructions(tools, host.instructionPreferences());
}

export function registerToolHandlers(
  server: Server,
  deps: HubServerDeps,
  requireGranted: () => string,
): void {
  server.setRequestHandler('tools/list', () => {
    requireGranted();
    return { tools: listedTools(deps.host).map(toMcpTool) };
  });

  server.setRequestHandler('tools/call', (request, ctx) => {
    const origin = requireGranted();
    // Our page runtime (it names each call in _meta) writes the chat text back as it is; others get the result.
    const answer = request.params._meta?.[CALL_META_KEY] === undefined ? undefined : withChatText;
    return callTool(deps, origin, request.params, ctx, answer);
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
  answer?: (result: CallToolResult) => CallToolResult,
): Promise<CallToolResult> {
  const { host, runner } = deps;
  const meta = parseCallMeta(params._meta?.[CALL_META_KEY]);
  // A key seen before never runs again: the page gets the first call's outcome.
  const earlier = meta ? runner.findByKey(origin, meta.key) : undefined;
  if (earlier) return followCall(earlier, ctx, deps.keepAliveMs, answer);

  const tool = host.tools().find((candidate) => candidate.exposedName === params.name);
  // An off tool is refused before its arguments are checked, so its schema never reaches the chat.
  const gate = gateChatCall(host, origin, tool, params.name);
  if (gate.verdict === 'not-granted') return Promise.reject(gate.error);
  if (gate.verdict === 'refused') {
    const refusal = textResult(gate.message, true);
    return Promise.resolve(answer ? answer(refusal) : refusal);
  }
  const entry = runner.start({
    source: 'chat',
    tool: gate.tool,
    args: params.arguments ?? {},
    origin,
    ...(meta ? { meta } : {}),
  });
  return followCall(entry, ctx, deps.keepAliveMs, answer);
}

function toMcpTool(tool: HubTool): Tool {
  const mcpTool: Tool = { name: tool.exposedName, inputSchema: tool.inputSchema };
  if (tool.description !== undefined) mcpTool.description = tool.description;
  if (tool.annotations !== undefined) mcpTool.annotations = tool.annotations;
  return mcpTool;
}
