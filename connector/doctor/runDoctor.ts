// The checklist in order: port, each server, the origin allowlist, then a real connector probed over
// HTTP as the app's browser would. Takes already-parsed servers, wherever they were found.
import type { CheckResult } from '../../bridge/diagnose/check.js';
import { runChecks } from '../../bridge/diagnose/runChecks.js';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { checkAllowlist } from './checkAllowlist.js';
import { checkPort } from './checkPort.js';
import { checkServer, startServer } from './checkServer.js';
import { connectorChecks } from './connectorChecks.js';
import { connectorFailedToStart, startProbeConnector, useRunningConnector } from './reachConnector.js';
import type { DoctorCheck, DoctorContext, DoctorInput } from './types.js';

export const DEFAULT_DOCTOR_TIMEOUT_MS = 10_000;

/** A set of remote servers only is fine for the connector (it hands them to the dashboard); say so. */
const NO_LOCAL_SERVER: DoctorCheck = {
  id: 'servers',
  title: 'Servers to check',
  run: () => ({
    status: 'skip',
    detail: 'no local (stdio) server to start here',
    fix: 'Remote servers are checked from the browser: Diagnose on the server in the dashboard.',
  }),
};

/** Runs every check; `onResult` sees each one as it is decided, in order. */
export async function runDoctor(
  input: DoctorInput,
  onResult: (result: CheckResult) => void = () => undefined,
): Promise<CheckResult[]> {
  const ctx: DoctorContext = { input, facts: { roundTrips: new Map() } };
  try {
    return await runChecks(doctorChecks(ctx), ctx, onResult);
  } finally {
    await ctx.facts.reached?.release();
  }
}

/** The steps, each yielded once the ones before it have run: the HTTP ones need a connector to probe. */
async function* doctorChecks(ctx: DoctorContext): AsyncGenerator<DoctorCheck> {
  const { input, facts } = ctx;
  yield checkPort(input.port);
  const servers = Object.entries(input.servers);
  if (servers.length === 0) yield NO_LOCAL_SERVER;
  // In parallel (one slow server doesn't hold up the others), reported in config order.
  const starts = new Map(servers.map(([name, spec]) => [name, startServer(name, spec, input.timeoutMs)]));
  facts.serverStarts = starts;
  for (const [name, spec] of servers) yield checkServer(name, spec);
  yield checkAllowlist;

  const healthy: Record<string, StdioServerSpec> = {};
  for (const [name, spec] of servers)
    if (
      await starts.get(name)!.then(
        (verdict) => verdict.status !== 'fail',
        () => false,
      )
    )
      healthy[name] = spec;
  try {
    facts.reached = facts.running
      ? useRunningConnector(facts.running)
      : await startProbeConnector(healthy, input.allowedOrigins, input.timeoutMs);
  } catch (error) {
    yield connectorFailedToStart(error as Error);
    return;
  }
  yield* connectorChecks(facts.reached.target);
}
