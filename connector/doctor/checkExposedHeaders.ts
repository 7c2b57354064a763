// Step 4d: the browser hides response headers unless they are exposed; without mcp-session-id the
// sidebar's client can't keep its session and every request after initialize fails.
import type { Verdict } from '../../bridge/diagnose/check.js';
import { listOf } from './checkPreflight.js';
import { roundTripOf } from './checkRoundTrip.js';
import type { ConnectorTarget, DoctorCheck } from './types.js';

export function checkExposedHeaders(target: ConnectorTarget): DoctorCheck {
  return {
    id: 'connect.exposed-headers',
    title: 'The session header is visible to the app',
    async run(ctx) {
      // The first initialize response any server's round trip got (the round trip steps report the rest).
      let headers: Headers | null = null;
      for (const name of target.serverNames) {
        headers = (await roundTripOf(ctx, target, name)).initializeHeaders;
        if (headers) break;
      }
      return exposedVerdict(headers, ctx.input.appOrigin);
    },
  };
}

function exposedVerdict(initializeHeaders: Headers | null, appOrigin: string): Verdict {
  if (!initializeHeaders)
    return {
      status: 'skip',
      detail: 'no initialize reached the connector, so there is no response to look at',
    };
  const sessionId = initializeHeaders.get('mcp-session-id');
  const exposed = listOf(initializeHeaders.get('access-control-expose-headers'));
  const allowOrigin = initializeHeaders.get('access-control-allow-origin');
  if (allowOrigin !== appOrigin)
    return {
      status: 'fail',
      detail: `the initialize response carries Access-Control-Allow-Origin ${allowOrigin ?? '(none)'}, so the browser hides it from ${appOrigin}`,
      fix: `Start the connector with --allow-origin ${appOrigin}.`,
    };
  if (!sessionId || !exposed.includes('mcp-session-id'))
    return {
      status: 'fail',
      detail: sessionId
        ? 'the initialize response sets mcp-session-id but does not list it in Access-Control-Expose-Headers'
        : 'the initialize response has no mcp-session-id',
      fix: 'Update the connector; the browser must be able to read mcp-session-id.',
    };
  return { status: 'pass', detail: `the initialize response exposes ${exposed.join(', ')}` };
}
