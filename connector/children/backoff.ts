// Restart timing for crashed children: exponential, capped, and forgiven once a child has stayed up.

export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** A child that stayed up this long is considered healthy again; its next crash restarts quickly. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** Delay before restart number `attempt` (0-based) of a run of consecutive crashes. */
export function backoffDelay(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, Math.min(attempt, 30));
  return Math.min(policy.maxMs, policy.initialMs * 2 ** exponent);
}

/** The attempt counter after a crash: reset when the child had stayed up long enough. */
export function nextAttempt(
  previousAttempt: number,
  upForMs: number | null,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  if (upForMs !== null && upForMs >= policy.resetAfterMs) return 0;
  return previousAttempt;
}
