// Step 4e: initialize and tools/list through the connector, as the sidebar on the app origin does
// (same Origin, the bearer token), reporting the protocol version the two sides agreed on.
import { Client, SdkHttpError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { Verdict } from '../../bridge/diagnose/check.js';
import type { ConnectorTarget, DoctorCheck, DoctorContext } from './types.js';
import { PRODUCT_VERSION } from '../../bridge/protocol/productVersion.js';

export interface RoundTrip {
  verdict: Verdict;
  /** The headers of the initialize response, for the exposed-headers check. */
  initializeHeaders: Headers | null;
}

export function checkRoundTrip(target: ConnectorTarget, name: string): DoctorCheck {
  return {
    id: `connect.roundtrip.${name}`,
    title: `"${name}" answers through the connector`,
    run: async (ctx) => (await roundTripOf(ctx, target, name)).verdict,
  };
}

/** With no server started there is nothing to reach. */
export const NO_ROUND_TRIP: DoctorCheck = {
  id: 'connect.roundtrip',
  title: 'A server answers through the connector',
  run: () => ({ status: 'skip', detail: 'no server started, so there is nothing to reach' }),
};

/** One server's round trip, made once however many steps read it. */
export function roundTripOf(ctx: DoctorContext, target: ConnectorTarget, name: string): Promise<RoundTrip> {
  let trip = ctx.facts.roundTrips.get(name);
  if (!trip) {
    trip = roundTrip(target, name, ctx.input.appOrigin, ctx.input.timeoutMs);
    ctx.facts.roundTrips.set(name, trip);
  }
  return trip;
}

async function roundTrip(
  target: ConnectorTarget,
  name: string,
  appOrigin: string,
  timeoutMs: number,
): Promise<RoundTrip> {
  const url = `${target.baseUrl}/servers/${encodeURIComponent(name)}/mcp`;
  let initializeHeaders: Headers | null = null;
  const fetchAsApp: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Origin', appOrigin);
    headers.set('Authorization', `Bearer ${target.token}`);
    const res = await fetch(input, { ...init, headers });
    if (initializeHeaders === null && init?.method === 'POST') initializeHeaders = res.headers;
    return res;
  };
  const client = new Client({ name: 'mcp-multi-bridge-doctor', version: PRODUCT_VERSION });
  const started = Date.now();
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: fetchAsApp }), {
      timeout: timeoutMs,
    });
    const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
    const version = client.getNegotiatedProtocolVersion() ?? 'unknown';
    return {
      verdict: {
        status: 'pass',
        detail: `initialize and tools/list over HTTP: ${tools.length} tools in ${Date.now() - started} ms, protocol version ${version}`,
      },
      initializeHeaders,
    };
  } catch (error) {
    const message = (error as Error).message;
    return {
      verdict: {
        status: 'fail',
        detail: `${url} failed: ${message}`,
        fix:
          error instanceof SdkHttpError && error.status === 403
            ? `Start the connector with --allow-origin ${appOrigin}.`
            : `Look at the connector's log for "${name}" and run its command by hand.`,
      },
      initializeHeaders,
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}
