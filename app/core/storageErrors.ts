// What a refused storage write says, read the same way by the security settings and the call history.

/** The error's name (QuotaExceededError, SecurityError, ...); DOMExceptions may come from another realm. */
export function errorName(error: unknown): string {
  const name: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'name') : undefined;
  return typeof name === 'string' && name ? name : String(error);
}

export function isQuotaError(error: unknown): boolean {
  const name = errorName(error);
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}
