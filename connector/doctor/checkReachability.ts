// Step 4: the connector probed over real HTTP as the app's browser would, in the order a browser
// meets the obstacles: mixed content, the CORS preflight, local network access, the session, the calls.
import { checkExposedHeaders } from './checkExposedHeaders.js';
import { checkLocalNetwork } from './checkLocalNetwork.js';
import { checkMixedContent } from './checkMixedContent.js';
import { checkPreflight } from './checkPreflight.js';
import { checkRoundTrip } from './checkRoundTrip.js';
import type { CheckResult, ConnectorTarget } from './types.js';

export async function checkReachability(
  target: ConnectorTarget,
  appOrigin: string,
  timeoutMs: number,
): Promise<CheckResult[]> {
  const results = [checkMixedContent(appOrigin, target.baseUrl)];
  // Preflights are answered before routing, so any server path (even with no server) shows the CORS setup.
  const probeUrl = `${target.baseUrl}/servers/${encodeURIComponent(target.serverNames[0] ?? 'doctor')}/mcp`;
  results.push(
    await unlessUnreachable('connect.cors', 'CORS preflight from the app origin', probeUrl, () =>
      checkPreflight(probeUrl, appOrigin),
    ),
  );
  results.push(
    await unlessUnreachable(
      'connect.local-network',
      'Local network access from the app origin',
      probeUrl,
      () => checkLocalNetwork(probeUrl, appOrigin),
    ),
  );
  let initializeHeaders: Headers | null = null;
  const roundTrips: CheckResult[] = [];
  for (const name of target.serverNames) {
    const trip = await checkRoundTrip(target, name, appOrigin, timeoutMs);
    initializeHeaders ??= trip.initializeHeaders;
    roundTrips.push(trip.result);
  }
  results.push(checkExposedHeaders(initializeHeaders, appOrigin), ...roundTrips);
  if (target.serverNames.length === 0)
    results.push({
      id: 'connect.roundtrip',
      title: 'A server answers through the connector',
      status: 'skip',
      detail: 'no server started, so there is nothing to reach',
    });
  return results;
}

/** A connector that stopped answering (it crashed, or was stopped meanwhile) fails the step instead of the run. */
async function unlessUnreachable(
  id: string,
  title: string,
  url: string,
  check: () => Promise<CheckResult>,
): Promise<CheckResult> {
  try {
    return await check();
  } catch (error) {
    return {
      id,
      title,
      status: 'fail',
      detail: `${url} did not answer: ${(error as Error).message}`,
      fix: 'Check that the connector is still running (its terminal shows why it stopped).',
    };
  }
}
