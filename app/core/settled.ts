// A promise that never rejects: its failure was already handled (a notice, a handler, a fallback value). A
// caller may leave it without awaiting; lint knows the name (eslint.config.js), so any other promise left
// alone is still reported.
export interface Settled<T = void> extends Promise<T> {
  readonly neverRejects?: true;
}

/** Marks `promise`, whose every rejection `handled` turns into a value, as Settled. */
export function settle<T>(promise: Promise<T>, handled: (error: unknown) => T): Settled<T> {
  return promise.catch(handled) as Settled<T>;
}

/** A Settled with nothing to wait for. */
export const settledAtOnce = (): Settled => Promise.resolve() as Settled;
