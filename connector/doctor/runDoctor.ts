// The checklist in order: port, each server, the origin allowlist, then a real connector probed over
// HTTP as the app's browser would. Takes already-parsed servers, wherever they were found.
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { checkAllowlist } from './checkAllowlist.js';
import { checkPort } from './checkPort.js';
import { checkReachability } from './checkReachability.js';
import { checkServer } from './checkServer.js';
import { startProbeConnector, useRunningConnector } from './reachConnector.js';
import type { ReachedConnector } from './reachConnector.js';
import type { CheckResult } from './types.js';

export interface DoctorInput {
  servers: Record<string, StdioServerSpec>;
  port: number;
  allowedOrigins: string[];
  appOrigin: string;
  /** The running connector's token, which lets the doctor probe that connector itself. */
  token?: string | undefined;
  /** Per server start and per request. */
  timeoutMs: number;
}

export const DEFAULT_DOCTOR_TIMEOUT_MS = 10_000;

/** Runs every check; `onResult` sees each one as it is decided, in order. */
export async function runDoctor(
  input: DoctorInput,
  onResult: (result: CheckResult) => void = () => undefined,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const add = (result: CheckResult) => {
    results.push(result);
    onResult(result);
  };

  const port = await checkPort(input.port, input.token);
  add(port.result);

  const names = Object.keys(input.servers);
  // A set of remote servers only is fine for the connector (it hands them to the dashboard); say so.
  if (names.length === 0)
    add({
      id: 'servers',
      title: 'Servers to check',
      status: 'skip',
      detail: 'no local (stdio) server to start here',
      fix: 'Remote servers are checked from the browser: Diagnose on the server in the dashboard.',
    });
  // In parallel (one slow server doesn't hold up the others), reported in config order.
  const serverChecks = await Promise.all(
    names.map((name) => checkServer(name, input.servers[name]!, input.timeoutMs)),
  );
  const healthy: Record<string, StdioServerSpec> = {};
  names.forEach((name, i) => {
    add(serverChecks[i]!);
    if (serverChecks[i]!.status !== 'fail') healthy[name] = input.servers[name]!;
  });

  add(checkAllowlist(input.appOrigin, input.allowedOrigins));

  let reached: ReachedConnector;
  try {
    reached = port.running
      ? useRunningConnector(port.running)
      : await startProbeConnector(healthy, input.allowedOrigins, input.timeoutMs);
  } catch (error) {
    add({
      id: 'connect',
      title: 'A connector to probe',
      status: 'fail',
      detail: `the doctor could not start a connector: ${(error as Error).message}`,
      fix: 'Fix the error above; the connector itself would fail to start the same way.',
    });
    return results;
  }
  try {
    for (const result of await checkReachability(reached.target, input.appOrigin, input.timeoutMs))
      add(result);
  } finally {
    await reached.release();
  }
  return results;
}
