// A minimal bidirectional JSON-RPC 2.0 peer: our requests with ids and their responses, and the other side's
// requests and notifications dispatched to handlers. Hand-written instead of the json-rpc-2.0 package because
// the page bundle has a 50 KB budget and that library costs ~16 KB minified (it ships down-compiled code).
import type {
  MethodMap,
  MethodShape,
  NotificationMethod,
  RequestMethod,
  ResultOf,
} from '../../bridge/protocol/methods';

export type JsonRpcId = string | number;

/** The wire shapes the peer sends; what it receives is checked field by field instead. */
export type JsonRpcMessage =
  | { jsonrpc: '2.0'; id: JsonRpcId; method: string; params?: object }
  | { jsonrpc: '2.0'; method: string; params?: object }
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } };

/** A message without its `jsonrpc` member, which `post` adds (written once for all four kinds). */
type Body<M = JsonRpcMessage> = M extends unknown ? Omit<M, 'jsonrpc'> : never;

/** An error response, ours or the other side's; `code` is what callers branch on. */
export class JsonRpcError extends Error {
  // `declare`d and set in the constructor, as in SeenCalls: no field definitions in the page bundle.
  declare readonly code: number;
  declare readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export const METHOD_NOT_FOUND = -32601;
export const INTERNAL_ERROR = -32603;

/** Thrown values and error bodies alike: a numeric `code` is kept, anything else is an internal error. */
function toJsonRpcError(value: unknown, fallbackMessage: string): JsonRpcError {
  const { code, message, data } = (value ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  return new JsonRpcError(
    typeof code === 'number' ? code : INTERNAL_ERROR,
    typeof message === 'string' ? message : fallbackMessage,
    data,
  );
}

/** A handler for one method: a request's result or error is sent back, a notification's outcome is dropped. */
export type JsonRpcHandler<S extends MethodShape = MethodShape> = (
  params: S['params'],
) => ResultOf<S> | Promise<ResultOf<S>>;

/** Params may be left out only where an empty object would do. */
type ParamsArg<S extends MethodShape> =
  Record<string, never> extends S['params'] ? [params?: S['params']] : [params: S['params']];

/**
 * Typed by two method maps (bridge/protocol/methods.ts): what this side sends (`Out`) and what it answers
 * (`In`). Params reach a handler unchecked at runtime: the sender is our own sidebar, and each handler keeps the
 * few checks it needs. The default maps take any method, for peers whose other side is not ours.
 */
export interface JsonRpcPeer<Out extends MethodMap = MethodMap, In extends MethodMap = MethodMap> {
  request<M extends RequestMethod<Out>>(method: M, ...params: ParamsArg<Out[M]>): Promise<ResultOf<Out[M]>>;
  notify<M extends NotificationMethod<Out>>(method: M, ...params: ParamsArg<Out[M]>): void;
  on<M extends keyof In & string>(method: M, handler: JsonRpcHandler<In[M]>): void;
  receive(message: unknown): void;
  /** Rejects every pending request, and any later one, with `reason`; later input is ignored. */
  close(reason: string): void;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export function createJsonRpcPeer<Out extends MethodMap = MethodMap, In extends MethodMap = MethodMap>(
  send: (message: JsonRpcMessage) => Promise<void>,
): JsonRpcPeer<Out, In> {
  const pending = new Map<JsonRpcId, Pending>();
  // Keyed by method name, so each handler's own params type is out of reach here: `never` accepts them all.
  const handlers = new Map<string, (params: never) => unknown>();
  let nextId = 0;
  let closedReason: string | undefined;
  const post = (body: Body) => send({ jsonrpc: '2.0', ...body } as JsonRpcMessage);

  const answer = async (id: JsonRpcId, method: string, params: unknown) => {
    let reply: Body;
    try {
      const handler = handlers.get(method);
      if (!handler) throw new JsonRpcError(METHOD_NOT_FOUND, `Method not found: ${method}`);
      // MCP results are objects, so a handler that returns nothing answers {}.
      reply = { id, result: (await handler(params as never)) ?? {} };
    } catch (error) {
      const { code, message, data } = toJsonRpcError(error, String(error));
      reply = { id, error: { code, message, ...(data === undefined ? {} : { data }) } };
    }
    if (closedReason === undefined) await post(reply).catch(() => undefined); // a gone peer cannot be told
  };

  const settle = (id: JsonRpcId, response: Record<string, unknown>) => {
    const waiter = pending.get(id);
    if (!waiter) return; // unknown or already settled: nothing to do
    pending.delete(id);
    if ('error' in response) waiter.reject(toJsonRpcError(response.error, 'Unknown error'));
    else waiter.resolve(response.result);
  };

  return {
    // Promise<never>: the result is the other side's answer, typed by the method map, not checked here.
    request(method: string, params?: object): Promise<never> {
      if (closedReason !== undefined) return Promise.reject(new Error(closedReason));
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        post({ id, method, ...(params && { params }) }).catch((error: unknown) => {
          pending.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
    notify(method: string, params?: object) {
      if (closedReason === undefined) post({ method, ...(params && { params }) }).catch(() => undefined);
    },
    on(method, handler) {
      handlers.set(method, handler);
    },
    receive(message) {
      if (closedReason !== undefined || typeof message !== 'object' || message === null) return;
      const { jsonrpc, id, method, params } = message as Record<string, unknown>;
      if (jsonrpc !== '2.0') return;
      const hasId = typeof id === 'string' || typeof id === 'number';
      if (typeof method === 'string') {
        if (hasId) void answer(id, method, params);
        else if (id === undefined)
          void Promise.resolve()
            .then(() => handlers.get(method)?.(params as never))
            .catch(() => undefined); // nobody to tell about a failed notification
      } else if (hasId && ('result' in message || 'error' in message)) {
        settle(id, message as Record<string, unknown>);
      }
    },
    close(reason) {
      closedReason ??= reason;
      for (const { reject } of pending.values()) reject(new Error(reason));
      pending.clear();
    },
  };
}
