// Step 4e: initialize and tools/list through the connector, as the sidebar on the app origin does
// (same Origin, the bearer token), reporting the protocol version the two sides agreed on.
import { Client, SdkHttpError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { CheckResult, ConnectorTarget } from './types.js';

export interface RoundTrip {
  result: CheckResult;
  /** The headers of the initialize response, for the exposed-headers check. */
  initializeHeaders: Headers | null;
}

export async function checkRoundTrip(
  target: ConnectorTarget,
  name: string,
  appOrigin: string,
  timeoutMs: number,
): Promise<RoundTrip> {
  const base = { id: `connect.roundtrip.${name}`, title: `"${name}" answers through the connector` };
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
  const client = new Client({ name: 'mcp-multi-bridge-doctor', version: '0.1.0' });
  const started = Date.now();
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: fetchAsApp }), {
      timeout: timeoutMs,
    });
    const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
    const version = client.getNegotiatedProtocolVersion() ?? 'unknown';
    return {
      result: {
        ...base,
        status: 'pass',
        detail: `initialize and tools/list over HTTP: ${tools.length} tools in ${Date.now() - started} ms, protocol version ${version}`,
      },
      initializeHeaders,
    };
  } catch (error) {
    const message = (error as Error).message;
    return {
      result: {
        ...base,
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
