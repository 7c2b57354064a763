// The vocabulary of every diagnosis, the sidebar's Diagnose and the connector's `doctor` alike: each step
// passes, fails, warns or is skipped, says what it saw in `detail` and, when something is wrong, the fix in one
// sentence.

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'skip';

export interface CheckResult<Id extends string = string> {
  /** Stable, for tests and tooling (`cors`, `server.memory`, `connect.roundtrip.memory`…). */
  id: Id;
  title: string;
  status: CheckStatus;
  /** What was found, in plain words. */
  detail: string;
  /** What to do about it, in one sentence; only when the status asks for action. */
  fix?: string;
}

/** What a check concludes; the check adds its id and title. */
export type Verdict = Omit<CheckResult, 'id' | 'title'>;

/** One step of a checklist: its id and title are known (and shown) before it runs. */
export interface Check<Context, Id extends string = string> {
  id: Id;
  title: string;
  run(ctx: Context): Verdict | Promise<Verdict>;
}
