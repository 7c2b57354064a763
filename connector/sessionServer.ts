// One HTTP session's MCP Server. It owns no tools: every request is forwarded through the SDK to the
// child's Client. Forwarding whole requests (rather than piping bytes) lets many sessions share one
// child safely: the SDK gives each forwarded request its own id on the child's connection, routes
// the answer back to the right session, and ties progress and cancellation to that request.
import { Server } from '@modelcontextprotocol/server';
import type {
  RequestOptions,
  Result,
  ServerCapabilities,
  ServerContext,
  StandardSchemaV1,
} from '@modelcontextprotocol/server';
import type { ManagedChild } from './managedChild.js';

/** Tool calls may run long; the HTTP client cancels them itself when it gives up. */
const TOOL_CALL_TIMEOUT_MS = 30 * 60_000;
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * The capabilities a session advertises: the child's, limited to what we forward. `listChanged` is
 * always on because the connector itself announces a change after a child restarts.
 */
export function mirrorCapabilities(child: ServerCapabilities): ServerCapabilities {
  const capabilities: ServerCapabilities = {};
  if (child.tools) capabilities.tools = { listChanged: true };
  if (child.prompts) capabilities.prompts = { listChanged: true };
  // Resource subscriptions are per client; one shared child cannot honor them per session, so we
  // do not offer them.
  if (child.resources) capabilities.resources = { listChanged: true };
  if (child.completions) capabilities.completions = {};
  return capabilities;
}

/**
 * The child's answer is taken as it came: a tools/call result is checked once, by the session's server on its
 * way out (a broken one becomes a JSON-RPC error naming the field), and the HTTP client checks every answer.
 * Without this the SDK client also checked each one, after finding the method's schema by parsing `undefined`
 * and formatting the failure: the largest avoidable cost on the connector's hot path.
 */
const FORWARD_AS_IS: StandardSchemaV1<Result, Result> = {
  '~standard': {
    version: 1,
    vendor: 'mcp-bridge-connector',
    validate: (value) => ({ value: value as Result }),
  },
};

type ForwardedRequest = { method: string; params?: Record<string, unknown> | undefined };

function forwardTo(child: ManagedChild, timeoutMs: number) {
  return async (request: ForwardedRequest, ctx: ServerContext) => {
    const client = child.current();
    const progressToken = ctx.mcpReq._meta?.progressToken;
    const options: RequestOptions = { signal: ctx.mcpReq.signal, timeout: timeoutMs };
    // Progress goes out in order and before the result: the HTTP transport ends the request's
    // stream with the result, so a notification still in flight then would be lost.
    let progressSent: Promise<void> = Promise.resolve();
    if (progressToken !== undefined) {
      // The Client puts its own progress token on the child request; we map updates back to the
      // token the HTTP client chose.
      options.onprogress = (progress) => {
        const notification = {
          method: 'notifications/progress' as const,
          params: { ...progress, progressToken },
        };
        progressSent = progressSent.then(() => ctx.mcpReq.notify(notification)).catch(() => undefined);
      };
      options.resetTimeoutOnProgress = true;
    }
    const params = withoutProgressToken(request.params);
    // The method names forwarded here are spec methods the child advertised (see mirrorCapabilities).
    const result = await client.request(
      { method: request.method, ...(params ? { params } : {}) },
      FORWARD_AS_IS,
      options,
    );
    await progressSent;
    return result;
  };
}

function withoutProgressToken(
  params: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!params || typeof params._meta !== 'object' || params._meta === null) return params;
  const { progressToken: _dropped, ...meta } = params._meta as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...params };
  if (Object.keys(meta).length > 0) copy._meta = meta;
  else delete copy._meta;
  return copy;
}

export function createSessionServer(child: ManagedChild): Server {
  const capabilities = mirrorCapabilities(child.capabilities);
  const info = child.serverInfo ?? { name: child.name, version: '0.0.0' };
  const server = new Server(
    { name: info.name, version: info.version },
    { capabilities, ...(child.instructions ? { instructions: child.instructions } : {}) },
  );
  const forward = forwardTo(child, REQUEST_TIMEOUT_MS);
  const forwardLong = forwardTo(child, TOOL_CALL_TIMEOUT_MS);
  // The handler signatures are method-keyed in the SDK; our forwarders are generic over the method,
  // so the results are cast back to each method's result type.
  if (capabilities.tools) {
    server.setRequestHandler('tools/list', (req, ctx) => forward(req, ctx) as never);
    server.setRequestHandler('tools/call', (req, ctx) => forwardLong(req, ctx) as never);
  }
  if (capabilities.prompts) {
    server.setRequestHandler('prompts/list', (req, ctx) => forward(req, ctx) as never);
    server.setRequestHandler('prompts/get', (req, ctx) => forward(req, ctx) as never);
  }
  if (capabilities.resources) {
    server.setRequestHandler('resources/list', (req, ctx) => forward(req, ctx) as never);
    server.setRequestHandler('resources/read', (req, ctx) => forward(req, ctx) as never);
    server.setRequestHandler('resources/templates/list', (req, ctx) => forward(req, ctx) as never);
  }
  if (capabilities.completions) {
    server.setRequestHandler('completion/complete', (req, ctx) => forward(req, ctx) as never);
  }
  return server;
}

/** Tells one session that the child's lists may have changed (only the kinds it advertised). */
export async function announceListChanged(
  server: Server,
  kinds: Array<'tools' | 'prompts' | 'resources'>,
): Promise<void> {
  const capabilities = server.getCapabilities();
  const sends: Array<Promise<void>> = [];
  if (kinds.includes('tools') && capabilities.tools) sends.push(server.sendToolListChanged());
  if (kinds.includes('prompts') && capabilities.prompts) sends.push(server.sendPromptListChanged());
  if (kinds.includes('resources') && capabilities.resources) sends.push(server.sendResourceListChanged());
  await Promise.allSettled(sends);
}
