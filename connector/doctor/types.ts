// What every doctor check returns: data, so tests assert on it and one printer renders it.

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'skip';

export interface CheckResult {
  /** Stable id (`port`, `server.memory`, `connect.cors`…), for tests and tooling. */
  id: string;
  title: string;
  status: CheckStatus;
  /** What was found, in plain words. */
  detail: string;
  /** What to do about it, in one sentence; only when the status asks for action. */
  fix?: string;
}

/** A connector the reachability checks can talk to: one already running, or one the doctor started. */
export interface ConnectorTarget {
  baseUrl: string;
  token: string;
  serverNames: string[];
}
