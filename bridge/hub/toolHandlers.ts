// tools/list and tools/call for the page, plus the instructions text over the same tool list.
// Order in tools/call: origin gate, dedup by call key, tool lookup, policy, arguments, then the runner.
import type { CallToolResult, Server, ServerContext, Tool } from '@modelcontextprotocol/server';
import { coerceArguments } from '../format/coerce';
import { renderInstructions } from '../instructions/renderInstructions';
import { CALL_META_KEY } from '../protocol/constants';
import { invalidArgumentsMessage, textResult, turnedOffMessage, unknownToolMessage } from './callMessages';
import { followCall } from './followCall';
import type { HubServerDeps } from './hubServer';
import { parseCallMeta } from './pageSchemas';
import type { HubHost, HubTool } from './types';

export function enabledTools(host: HubHost): HubTool[] {
  return host.tools().filter((tool) => tool.policy !== 'off');
}

export function renderHubInstructions(host: HubHost): string {
  const options = host.instructionOptions?.() ?? { exclude: [], compact: false };
  const excluded = new Set(options.exclude);
  // A tool left out of the instructions stays callable: only the text the AI reads gets shorter.
  const tools = enabledTools(host)
    .filter((tool) => !excluded.has(tool.exposedName))
    .map((tool) => {
      const entry: { name: string; description?: string; inputSchema: unknown } = {
        name: tool.exposedName,
        inputSchema: tool.inputSchema,
      };
      if (tool.description !== undefined) entry.description = tool.description;
      return entry;
    });
  const customInstructions = host.customInstructions();
  return renderInstructions({
    tools,
    agentMode: host.settings().agentMode,
    compact: options.compact,
    ...(customInstructions.trim() !== '' ? { customInstructions } : {}),
  });
}

/** Coerces raw (AI-written) arguments to the schema; a schema the coercer cannot handle is an error, not a crash. */
export function checkArguments(
  tool: HubTool,
  args: Record<string, unknown>,
): { args: Record<string, unknown>; errors: string[] } {
  try {
    return coerceArguments(args, tool.inputSchema);
  } catch (error) {
    return {
      args,
      errors: [
        `the arguments could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      ],
    };
  }
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

  const checked = checkArguments(tool, params.arguments ?? {});
  if (checked.errors.length > 0) {
    return Promise.resolve(
      textResult(invalidArgumentsMessage(tool.exposedName, checked.errors, tool.inputSchema), true),
    );
  }

  const needsApproval = tool.policy === 'ask' || !host.settings().autoExecute;
  const entry = runner.start({
    source: 'chat',
    tool,
    args: checked.args,
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
