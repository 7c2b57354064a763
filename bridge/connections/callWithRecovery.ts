// The recovery rules for one tool call. Automatic retries happen only when the server cannot
// have run the call; everything else is reported and left to the user (the card's Retry button).
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { Diagnosis } from './classifyError';
import { ConnectError, type LiveSession } from './connectServer';
import { backoffDelay, sleep, type RetryOptions } from './retryPolicy';
import { cancelledFailure, runCall, StreamBrokenError } from './runCall';
import { CallFailure, type CallOptions } from './types';

/** What the recovery loop needs from the connection that owns the session. */
export interface RecoveryHost {
  serverName(): string;
  retry(): RetryOptions;
  /** The open session, or a new one (initialize + tools/list). */
  open(): Promise<LiveSession>;
  dropSession(session: LiveSession): Promise<void>;
  /** The answer was lost and the server may be gone: reconnect in the background so status tells. */
  refreshAfterLoss(session: LiveSession): void;
  authNeeded(message: string): void;
  diagnose(error: unknown, session: LiveSession | undefined, timeoutMs: number): Diagnosis;
}

/**
 * Runs a tool call. Automatic retries happen only when the server cannot have run the call:
 * the connection was refused before any byte left, or the server forgot our session (404 /
 * 400 "session") and so rejected the call unread. A tool error (isError) is returned as is;
 * a JSON-RPC error, a timeout or a connection lost after sending throws a retryable CallFailure
 * and is left to the user, because the tool may have run.
 */
export async function callWithRecovery(
  host: RecoveryHost,
  name: string,
  args: Record<string, unknown>,
  opts: CallOptions,
  timeoutMs: number,
): Promise<CallToolResult> {
  const serverName = host.serverName();
  const retry = host.retry();
  let retriesUsed = 0;
  let reinitialized = false;
  const backoffOrGiveUp = async (diagnosis: Diagnosis) => {
    if (retriesUsed + 1 >= retry.attempts) throw new CallFailure(withHint(diagnosis), 'unreachable', true);
    await sleep(backoffDelay(retriesUsed++, retry), opts.signal).catch(() => {
      throw cancelledFailure(serverName);
    });
  };
  for (;;) {
    if (opts.signal?.aborted) throw cancelledFailure(serverName);
    let session: LiveSession;
    try {
      session = await untilAborted(host.open(), opts.signal, serverName);
    } catch (error) {
      if (error instanceof CallFailure) throw error;
      const diagnosis =
        error instanceof ConnectError ? error.diagnosis : host.diagnose(error, undefined, timeoutMs);
      if (diagnosis.category === 'refused' || diagnosis.category === 'no-response') {
        await backoffOrGiveUp(diagnosis);
        continue;
      }
      throw new CallFailure(withHint(diagnosis), 'not-connected', diagnosis.category !== 'auth');
    }
    try {
      return await runCall(session, serverName, { name, arguments: args }, { ...opts, timeoutMs });
    } catch (error) {
      if (error instanceof CallFailure) throw error;
      if (error instanceof StreamBrokenError) {
        host.refreshAfterLoss(session);
        throw new CallFailure(
          `The connection to ${serverName} broke while the tool was running; it may have finished on the server.`,
          'disconnected',
          true,
        );
      }
      const diagnosis = host.diagnose(error, session, timeoutMs);
      switch (diagnosis.category) {
        case 'session-expired':
          // The server rejected the call unread: open a new session and send it once more.
          if (reinitialized) throw new CallFailure(withHint(diagnosis), 'protocol', true);
          reinitialized = true;
          await host.dropSession(session);
          continue;
        case 'refused':
        case 'not-connected':
          await host.dropSession(session);
          await backoffOrGiveUp(diagnosis);
          continue;
        case 'no-response': {
          // Browsers reject fetch with a bare TypeError whether the server was down or the
          // connection dropped mid-request. Probe with a fresh initialize: if that fails too, the
          // server is unreachable and the call never arrived, so it is retried with backoff; if
          // it succeeds, the call may have arrived, so it is not repeated.
          await host.dropSession(session);
          const probe = await host.open().then(
            () => undefined,
            (probeError: unknown) =>
              probeError instanceof ConnectError
                ? probeError.diagnosis
                : host.diagnose(probeError, undefined, timeoutMs),
          );
          if (probe === undefined || (probe.category !== 'refused' && probe.category !== 'no-response')) {
            throw new CallFailure(
              `The request to ${serverName} failed without an answer; it may have reached the server.`,
              'disconnected',
              true,
            );
          }
          await backoffOrGiveUp(diagnosis);
          continue;
        }
        case 'timeout':
          throw new CallFailure(diagnosis.message, 'timeout', true);
        case 'disconnected':
          host.refreshAfterLoss(session);
          throw new CallFailure(diagnosis.message, 'disconnected', true);
        case 'auth':
          host.authNeeded(withHint(diagnosis));
          throw new CallFailure(withHint(diagnosis), 'not-connected', false);
        default:
          throw new CallFailure(withHint(diagnosis), 'protocol', true);
      }
    }
  }
}

/** Lets the caller give up while a session is still being opened (up to the connect timeout). */
function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  serverName: string,
): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelledFailure(serverName));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function withHint(diagnosis: Diagnosis): string {
  return diagnosis.hint ? `${diagnosis.message} ${diagnosis.hint}` : diagnosis.message;
}
