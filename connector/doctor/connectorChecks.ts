// Step 4: the connector probed over real HTTP as the app's browser would, in the order a browser
// meets the obstacles: mixed content, the CORS preflight, local network access, the session, the calls.
import { checkExposedHeaders } from './checkExposedHeaders.js';
import { checkLocalNetwork } from './checkLocalNetwork.js';
import { checkMixedContent } from './checkMixedContent.js';
import { checkPreflight } from './checkPreflight.js';
import { checkRoundTrip, NO_ROUND_TRIP } from './checkRoundTrip.js';
import type { ConnectorTarget, DoctorCheck } from './types.js';

export function connectorChecks(target: ConnectorTarget): DoctorCheck[] {
  // Preflights are answered before routing, so any server path (even with no server) shows the CORS setup.
  const probeUrl = `${target.baseUrl}/servers/${encodeURIComponent(target.serverNames[0] ?? 'doctor')}/mcp`;
  return [
    checkMixedContent(target),
    unlessUnreachable(checkPreflight(probeUrl), probeUrl),
    unlessUnreachable(checkLocalNetwork(probeUrl), probeUrl),
    checkExposedHeaders(target),
    ...target.serverNames.map((name) => checkRoundTrip(target, name)),
    ...(target.serverNames.length === 0 ? [NO_ROUND_TRIP] : []),
  ];
}

/** A connector that stopped answering (it crashed, or was stopped meanwhile) fails the step, saying so. */
function unlessUnreachable(check: DoctorCheck, url: string): DoctorCheck {
  return {
    ...check,
    async run(ctx) {
      try {
        return await check.run(ctx);
      } catch (error) {
        return {
          status: 'fail',
          detail: `${url} did not answer: ${(error as Error).message}`,
          fix: 'Check that the connector is still running (its terminal shows why it stopped).',
        };
      }
    },
  };
}
