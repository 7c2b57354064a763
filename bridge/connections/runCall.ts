// One tools/call attempt on an open session: timeout (reset by progress, paused while the user answers a
// server's question), cancellation, and
// detection of a response stream that broke after the server received the call.
import { SdkError, SdkErrorCode, type CallToolResult } from '@modelcontextprotocol/client';
import { startCallTimer } from './callTimer';
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
/** The SDK's own timer is kept out of the way (setTimeout's largest delay): startCallTimer times the call. */
const SDK_TIMEOUT_OFF_MS = 2_147_483_647;

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
    const timer = startCallTimer(options.timeoutMs, () =>
      finish(() => reject(new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out')), true),
    );
    // While the server waits on the user's answer, the call is not late.
    const stopWatching = options.waitsForUser?.((waiting) => (waiting ? timer.pause() : timer.resume()));
    const finish = (settle: () => void, withdraw = false) => {
      if (settled) return;
      settled = true;
      timer.stop();
      stopWatching?.();
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
        timeout: SDK_TIMEOUT_OFF_MS,
        onprogress: ({ progress, total, message }) => {
          timer.restart();
          options.onProgress?.({
            progress,
            ...(total !== undefined ? { total } : {}),
            ...(message !== undefined ? { message } : {}),
          });
        },
        headers: { [CALL_MARKER_HEADER]: callId },
      })
      .then(
        (result) => finish(() => resolve(result as CallToolResult)),
        (error: unknown) => finish(() => reject(error)),
      );
  });
}
