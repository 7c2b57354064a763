// Backoff for requests that provably never reached the server (see classifyError.ts).
export interface RetryOptions {
  /** Total tries, the first one included. */
  attempts: number;
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 200 };

/** Delay before retry number `retryIndex` (0 = the first retry): base, 2x base, 4x base, ... */
export function backoffDelay(retryIndex: number, options: RetryOptions): number {
  return options.baseDelayMs * 2 ** retryIndex;
}

/** Waits `ms`, or rejects with the signal's reason as soon as the caller gives up. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
