// The connector the reachability checks probe: the user's running one when its token is known, else a
// real one the doctor starts on a free port with the same servers and allowlist.
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { generateToken } from '../security/token.js';
import { startConnector } from '../cli/startConnector.js';
import type { ConnectorTarget, DoctorCheck } from './types.js';

export interface ReachedConnector {
  target: ConnectorTarget;
  /** Stops what the doctor started; leaves a running connector alone. */
  release(): Promise<void>;
}

export async function startProbeConnector(
  servers: Record<string, StdioServerSpec>,
  allowedOrigins: string[],
  timeoutMs: number,
): Promise<ReachedConnector> {
  const connector = await startConnector({ servers, port: 0, allowedOrigins, token: generateToken() });
  // A server that fails here was already reported by its own step; the round trip says the rest.
  await Promise.race([
    connector.ready().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ]);
  return {
    target: {
      baseUrl: connector.baseUrl,
      token: connector.token,
      serverNames: connector.serverNames,
    },
    release: () => connector.stop(),
  };
}

export function useRunningConnector(target: ConnectorTarget): ReachedConnector {
  return { target, release: async () => undefined };
}

/** The step in place of the HTTP ones when no connector could be started to probe. */
export function connectorFailedToStart(error: Error): DoctorCheck {
  return {
    id: 'connect',
    title: 'A connector to probe',
    run: () => ({
      status: 'fail',
      detail: `the doctor could not start a connector: ${error.message}`,
      fix: 'Fix the error above; the connector itself would fail to start the same way.',
    }),
  };
}
