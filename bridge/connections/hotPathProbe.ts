// Bench-only attribution of a tool call's time in the sidebar (bench/hubRoundTrip.ts). Off unless the bench
// installs a recorder on the sidebar's globalThis (Playwright's frame.evaluate): then each step is timed where
// it happens. Off, a step costs one property read; nothing is kept, nothing reaches the page.
export type HotPathStep =
  /** The hub's tools/call handler runs (the SDK server parsed the request). */
  | 'call-in'
  /** The arguments were coerced and validated (ajv in a worker in the app). */
  | 'args-checked'
  /** The runner hands the call to the host (the connection manager), after gate, budget and 'running'. */
  | 'execute'
  /** The SDK client's POST leaves through our fetch wrapper; then its response headers are in. */
  | 'fetch-sent'
  | 'fetch-headers'
  /** The first bytes of the tools/call response body arrived. */
  | 'fetch-body'
  /** The host's execute resolved: the SDK client read, parsed and validated the result. */
  | 'executed'
  /** The hub's own result check passed. */
  | 'result-checked'
  /** Around one call-card change reported to the host (its recordCall). */
  | 'record-start'
  | 'record-end'
  /** Around the app applying reported changes to its store: one set() and its synchronous subscribers. */
  | 'store-start'
  | 'store-end'
  /** The result leaves the runner for the page's request. */
  | 'result-out';

export interface HotPathRecorder {
  step(step: HotPathStep): void;
}

/** The global the bench sets; read on every step, so installing it needs no reload. */
export const HOT_PATH_GLOBAL = '__mcpBridgeHotPath';

export function hotPathStep(step: HotPathStep): void {
  (globalThis as { [HOT_PATH_GLOBAL]?: HotPathRecorder })[HOT_PATH_GLOBAL]?.step(step);
}
