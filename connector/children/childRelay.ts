// Requests relayed to one child process as they came, over its stdio, under ids of the relay's own: many
// sessions share the child, so each relayed request gets an id (and, when progress was asked for, a progress
// token) that no session chose, and the child's answer and progress go back to the request that asked. The
// SDK Client on the same pipe keeps the child's own traffic (initialize, list changes); what is the relay's is
// taken before the Client sees it. Forwarding through the Client instead cost more than the rest of a call.
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';

export interface RelayError {
  code: number;
  message: string;
  data?: unknown;
}

/** The child's answer, or the relay's own error (a timeout, the child gone), or nothing once cancelled. */
export type RelayOutcome = { result: Record<string, unknown> } | { error: RelayError } | { cancelled: true };

export interface RelayOptions {
  timeoutMs: number;
  /** Each progress update, its params without the token (the caller puts back its own); restarts the clock. */
  onProgress?: (params: Record<string, unknown>) => void;
}

export interface RelayedRequest {
  outcome: Promise<RelayOutcome>;
  /** Withdraws the request: the child is told (notifications/cancelled), the outcome is `cancelled`. */
  cancel(reason: string): void;
}

/** JSON-RPC error the SDK uses for a request that timed out. */
export const REQUEST_TIMEOUT = -32001;
const ID_PREFIX = 'relay-';

interface Open {
  settle(outcome: RelayOutcome): void;
  onProgress: RelayOptions['onProgress'];
  restartClock(): void;
}

export class ChildRelay {
  private next = 0;
  private readonly open = new Map<string, Open>();

  constructor(private readonly transport: Transport) {}

  /**
   * Takes a message from the child that belongs to a relayed request; false leaves it to the SDK Client. An
   * answer or progress for a request already settled (cancelled, timed out) is the relay's too, and dropped.
   */
  take(message: JSONRPCMessage): boolean {
    if ('method' in message) {
      if (message.method !== 'notifications/progress') return false;
      const { progressToken, ...progress } = (message.params ?? {}) as Record<string, unknown>;
      if (!isRelayId(progressToken)) return false;
      const request = this.open.get(progressToken);
      request?.restartClock();
      request?.onProgress?.(progress);
      return true;
    }
    if (!isRelayId(message.id)) return false;
    const request = this.open.get(message.id);
    if ('error' in message) request?.settle({ error: message.error });
    else request?.settle({ result: message.result as Record<string, unknown> });
    return true;
  }

  request(
    method: string,
    params: Record<string, unknown> | undefined,
    options: RelayOptions,
  ): RelayedRequest {
    const id = `${ID_PREFIX}${(this.next++).toString(36)}`;
    let settle!: (outcome: RelayOutcome) => void;
    const outcome = new Promise<RelayOutcome>((resolve) => (settle = resolve));
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: RelayOutcome) => {
      if (!this.open.delete(id)) return false;
      clearTimeout(timer);
      settle(result);
      return true;
    };
    const withdraw = (reason: string, result: RelayOutcome) => {
      if (!finish(result)) return;
      const cancelled = {
        jsonrpc: '2.0' as const,
        method: 'notifications/cancelled',
        params: { requestId: id, reason },
      };
      this.transport.send(cancelled).catch(() => undefined);
    };
    const restartClock = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => withdraw('timed out', { error: { code: REQUEST_TIMEOUT, message: 'Request timed out' } }),
        options.timeoutMs,
      );
    };
    this.open.set(id, { settle: finish, onProgress: options.onProgress, restartClock });
    restartClock();
    // The child sends progress only for a request that carries a token; ours is the request's own id.
    const sent = options.onProgress ? withProgressToken(params, id) : params;
    this.transport
      .send({ jsonrpc: '2.0', id, method, ...(sent ? { params: sent } : {}) })
      .catch((error: unknown) =>
        finish({ error: { code: -32603, message: `Could not reach the server: ${String(error)}` } }),
      );
    return { outcome, cancel: (reason) => withdraw(reason, { cancelled: true }) };
  }

  /** The child is gone: every open request ends with `error`, nothing waits for an answer that can't come. */
  failAll(error: RelayError): void {
    for (const request of [...this.open.values()]) request.settle({ error });
  }
}

/** The SDK Client numbers its own requests; the relay's ids and tokens are strings with a prefix of their own. */
const isRelayId = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ID_PREFIX);

function withProgressToken(
  params: Record<string, unknown> | undefined,
  token: string,
): Record<string, unknown> {
  const meta = typeof params?._meta === 'object' && params._meta !== null ? params._meta : {};
  return { ...params, _meta: { ...meta, progressToken: token } };
}

/** A relay on the child's pipe: it takes what answers a relayed request, the SDK Client gets the rest. */
export function relayOn(transport: Transport): ChildRelay {
  const relay = new ChildRelay(transport);
  const deliver = transport.onmessage;
  transport.onmessage = (message) => {
    if (!relay.take(message)) deliver?.(message);
  };
  return relay;
}
