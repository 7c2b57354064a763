// Routes one session's requests for the child's tools, prompts, resources and completions to the child's relay
// (childRelay.ts), around the session's SDK Server, which keeps the rest: initialize, ping, list changes.
// Progress goes back under the token the HTTP client chose, a cancellation reaches the child, and a tools/call
// result is checked on its way out, so a broken one comes back as an error that names the field.
import {
  isInputRequiredResult,
  ProtocolError,
  specTypeSchemas,
  type JSONRPCMessage,
  type RequestId,
  type ServerCapabilities,
  type Transport,
} from '@modelcontextprotocol/server';
import type { RelayedRequest, RelayError, RelayOutcome } from './childRelay.js';
import type { ManagedChild } from './managedChild.js';

/** Tool calls may run long; the HTTP client cancels them itself when it gives up. */
const TOOL_CALL_TIMEOUT_MS = 30 * 60_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** JSON-RPC "invalid params", the SDK Server's code for a tool result that breaks the schema. */
const INVALID_PARAMS = -32602;

/** The methods relayed for each capability the child advertised (and the session mirrors). */
export function relayedMethods(capabilities: ServerCapabilities): Set<string> {
  const methods: string[] = [];
  if (capabilities.tools) methods.push('tools/list', 'tools/call');
  if (capabilities.prompts) methods.push('prompts/list', 'prompts/get');
  if (capabilities.resources) methods.push('resources/list', 'resources/read', 'resources/templates/list');
  if (capabilities.completions) methods.push('completion/complete');
  return new Set(methods);
}

type Request = { id: RequestId; method: string; params?: Record<string, unknown> | undefined };

/** Takes the relayed methods off `transport` before its Server sees them; call after `server.connect`. */
export function relaySessionRequests(transport: Transport, child: ManagedChild, methods: Set<string>): void {
  const serverHandler = transport.onmessage;
  const inFlight = new Map<RequestId, RelayedRequest>();
  // A reply to a session that has gone needs no answer.
  const reply = (message: JSONRPCMessage) => void transport.send(message).catch(() => undefined);

  const relay = async (request: Request) => {
    let relayed: RelayedRequest;
    const { progressToken, params } = splitProgressToken(request.params);
    try {
      relayed = child.relay().request(request.method, params, {
        timeoutMs: request.method === 'tools/call' ? TOOL_CALL_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
        ...(progressToken === undefined
          ? {}
          : {
              onProgress: (progress) =>
                // A progress line for a session that has gone needs no answer (caught below).
                void transport
                  .send(
                    {
                      jsonrpc: '2.0',
                      method: 'notifications/progress',
                      params: { ...progress, progressToken },
                    },
                    { relatedRequestId: request.id },
                  )
                  .catch(() => undefined),
            }),
      });
    } catch (error) {
      return reply({ jsonrpc: '2.0', id: request.id, error: asRelayError(error) });
    }
    inFlight.set(request.id, relayed);
    const outcome = await relayed.outcome;
    inFlight.delete(request.id);
    if ('cancelled' in outcome) return; // the client withdrew it: no answer is sent (spec, cancellation)
    reply({ jsonrpc: '2.0', id: request.id, ...answerOf(request.method, outcome) });
  };

  transport.onmessage = (message, extra) => {
    if ('method' in message && 'id' in message && methods.has(message.method))
      // relay() answers every request, a failure as a JSON-RPC error.
      return void relay(message as Request);
    if ('method' in message && message.method === 'notifications/cancelled') {
      const { requestId, reason } = (message.params ?? {}) as { requestId?: RequestId; reason?: string };
      const relayed = requestId === undefined ? undefined : inFlight.get(requestId);
      if (relayed) return relayed.cancel(reason ?? 'cancelled by the client');
    }
    serverHandler?.(message, extra);
  };
  // A closed session withdraws what it still waits for, as the SDK Server does with its handlers.
  const closed = transport.onclose;
  transport.onclose = () => {
    for (const relayed of inFlight.values()) relayed.cancel('the session closed');
    inFlight.clear();
    closed?.();
  };
}

function splitProgressToken(params: Record<string, unknown> | undefined) {
  const meta = params?._meta;
  if (!params || typeof meta !== 'object' || meta === null || !('progressToken' in meta)) return { params };
  const { progressToken, ...rest } = meta as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...params };
  if (Object.keys(rest).length > 0) copy._meta = rest;
  else delete copy._meta;
  return { progressToken, params: copy };
}

function answerOf(method: string, outcome: Exclude<RelayOutcome, { cancelled: true }>) {
  if ('error' in outcome) return { error: outcome.error };
  if (method !== 'tools/call') return { result: outcome.result };
  return checkedToolResult(outcome.result);
}

/** Keys of results of another family, which the SDK Server leaves without an empty `content`. */
const OTHER_RESULT_FAMILY = ['task', 'inputRequests', 'requestState'];

/** As the SDK Server does: a result without `content` gets an empty one, then it must be a CallToolResult. */
function checkedToolResult(raw: Record<string, unknown>) {
  if (isInputRequiredResult(raw)) return { result: raw };
  const bare = !('content' in raw) && !OTHER_RESULT_FAMILY.some((key) => key in raw);
  const result = bare ? { ...raw, content: [] } : raw;
  const checked = specTypeSchemas.CallToolResult['~standard'].validate(result);
  if (checked instanceof Promise || !checked.issues) return { result };
  const issues = checked.issues.map((issue) => `${issue.path?.join('.') ?? ''}: ${issue.message}`).join('; ');
  return { error: { code: INVALID_PARAMS, message: `Invalid tools/call result: ${issues}` } };
}

function asRelayError(error: unknown): RelayError {
  if (error instanceof ProtocolError)
    return {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    };
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
}
