// Does anything answer at an address, and may this page ask at all? The reachability question of every
// diagnosis: from the sidebar to a server, and from the doctor to a connector.
import { isLoopbackHost } from '../protocol/loopback';

export type Reach = 'answered' | 'failed' | 'timeout';

/** An https page may not fetch plain http from another computer: the browser refuses before a request leaves. */
export function isMixedContent(pageOrigin: string, url: string): boolean {
  const target = new URL(url);
  return (
    new URL(pageOrigin).protocol === 'https:' &&
    target.protocol === 'http:' &&
    !isLoopbackHost(target.hostname)
  );
}

/**
 * Runs `request` under a deadline and aborts it once answered: an old SSE endpoint answers a GET with an
 * endless stream, and the headers were all a probe needed. A timeout keeps its reason, for isTimeout.
 * (AbortSignal.any would be shorter, but is newer than the AbortSignal.timeout the rest relies on.)
 */
export async function untilAnswered<T>(
  timeoutMs: number,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const abort = new AbortController();
  const timeout = AbortSignal.timeout(timeoutMs);
  const onTimeout = () => abort.abort(timeout.reason);
  timeout.addEventListener('abort', onTimeout);
  try {
    return await request(abort.signal);
  } finally {
    timeout.removeEventListener('abort', onTimeout);
    abort.abort();
  }
}

/** A timeout's abort and a network failure both reject fetch; only the first names the deadline. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Whether `request` got any answer within `timeoutMs`, failed, or ran out of time. */
export async function reach(
  timeoutMs: number,
  request: (signal: AbortSignal) => Promise<unknown>,
): Promise<Reach> {
  try {
    await untilAnswered(timeoutMs, request);
    return 'answered';
  } catch (error) {
    return isTimeout(error) ? 'timeout' : 'failed';
  }
}
