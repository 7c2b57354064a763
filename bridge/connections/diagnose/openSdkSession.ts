// The SDK session the protocol and tools steps use: the client the real connection builds (same validator),
// over the transport asked for, with the diagnosis's headers and deadline.
import {
  Client,
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type Transport,
} from '@modelcontextprotocol/client';
import { classifyError, type Diagnosis } from '../classifyError';
import { hasStaticCredentials } from '../connectServer';
import { guardedSchemaValidator } from '../guardedSchemaValidator';
import { redactedUrl } from './diagnosisReport';
import { probeHeaders } from './requestParts';
import type { DiagnoseContext } from './types';

export type SdkSession = NonNullable<DiagnoseContext['facts']['session']>;

export async function openSdkSession(
  ctx: DiagnoseContext,
  kind: SdkSession['kind'],
): Promise<{ session: SdkSession } | { failure: Diagnosis }> {
  const url = new URL(ctx.config.url);
  const options = { requestInit: { headers: probeHeaders(ctx) }, fetch: ctx.deps.fetch };
  const transport: Transport =
    kind === 'sse' ? new SSEClientTransport(url, options) : new StreamableHTTPClientTransport(url, options);
  const client = new Client(ctx.deps.clientInfo, { jsonSchemaValidator: guardedSchemaValidator() });
  try {
    await client.connect(transport, { timeout: ctx.deps.timeoutMs });
    return { session: { client, transport, kind } };
  } catch (error) {
    await client.close().catch(() => undefined);
    const failure = classifyError(error, {
      serverName: ctx.config.name,
      url: redactedUrl(ctx.config.url),
      hadSession: false,
      preResponse: false,
      inBrowser: true,
      duringConnect: kind === 'streamable-http',
      timeoutMs: ctx.deps.timeoutMs,
      // Judged as the real connection judges it (an OAuth server counts, token or not): the same hint.
      hasCredentials: hasStaticCredentials(ctx.config) || ctx.config.auth === 'oauth',
    });
    return { failure };
  }
}
