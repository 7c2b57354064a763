// One tools/call attempt on an open session: timeout (reset by progress), cancellation, and
// detection of a response stream that broke after the server received the call.
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { LiveSession } from './connectServer';
import { CallFailure, type CallOptions } from './types';
import { CALL_MARKER_HEADER } from './wireObserver';

/** The answer's stream ended or broke after the server got the call; the answer is lost. */
export class StreamBrokenError extends Error {
  constructor(readonly original: unknown) {
    super(
      `The connection broke before the answer arrived (${original instanceof Error ? original.message : String(original)})`,
    );
    this.name = 'StreamBrokenError';
  }
}

/** Time given to the SDK to deliver an answer that was already in the stream when it ended. */
const SETTLE_GRACE_MS = 100;

export function cancelledFailure(serverName: string): CallFailure {
  return new CallFailure(`The call to ${serverName} was cancelled.`, 'cancelled', true);
}

let nextCallId = 0;

export function runCall(
  session: LiveSession,
  serverName: string,
  params: { name: string; arguments: Record<string, unknown> },
  options: CallOptions & { timeoutMs: number },
): Promise<CallToolResult> {
  const callId = `${Date.now().toString(36)}-${(nextCallId++).toString(36)}`;
  const wire = session.observer.track(callId);
  const sdkAbort = new AbortController();
  return new Promise<CallToolResult>((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void, withdraw = false) => {
      if (settled) return;
      settled = true;
      session.observer.untrack(callId);
      options.signal?.removeEventListener('abort', onUserAbort);
      settle();
      // We settled before the SDK did: withdraw its request (it sends notifications/cancelled).
      if (withdraw) sdkAbort.abort();
    };
    const onUserAbort = () => finish(() => reject(cancelledFailure(serverName)), true);
    if (options.signal?.aborted) {
      onUserAbort();
      return;
    }
    options.signal?.addEventListener('abort', onUserAbort, { once: true });
    wire.onBroken = (error) => {
      // A resumable stream is picked up again by the SDK itself (Last-Event-ID); the timeout bounds it.
      if (wire.resumable) return;
      setTimeout(() => finish(() => reject(new StreamBrokenError(error)), true), SETTLE_GRACE_MS);
    };
    session.client
      .callTool(params, {
        signal: sdkAbort.signal,
        timeout: options.timeoutMs,
        resetTimeoutOnProgress: true,
        onprogress: ({ progress, total, message }) =>
          options.onProgress?.({
            progress,
            ...(total !== undefined ? { total } : {}),
            ...(message !== undefined ? { message } : {}),
          }),
        headers: { [CALL_MARKER_HEADER]: callId },
      })
      .then(
        (result) => finish(() => resolve(result as CallToolResult)),
        (error: unknown) => finish(() => reject(error)),
      );
  });
}
