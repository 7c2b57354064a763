// The SDK session the protocol and tools steps use: opened and classified as the real connection opens its
// own (connectServer's openWire and openFailure), over the transport asked for, with the diagnosis's headers.
import { Client } from '@modelcontextprotocol/client';
import type { Diagnosis } from '../classifyError';
import { hasStaticCredentials, openFailure, openWire } from '../connectServer';
import { guardedSchemaValidator } from '../../schema/guardedSchemaValidator';
import { probeHeaders, redactedUrl } from './requestParts';
import type { DiagnoseContext } from './types';

export type SdkSession = NonNullable<DiagnoseContext['facts']['session']>;

export async function openSdkSession(
  ctx: DiagnoseContext,
  kind: SdkSession['kind'],
): Promise<{ session: SdkSession } | { failure: Diagnosis }> {
  const { transport, observer } = openWire(kind, ctx.config.url, probeHeaders(ctx), ctx.deps.fetch);
  const client = new Client(ctx.deps.clientInfo, { jsonSchemaValidator: guardedSchemaValidator() });
  try {
    await client.connect(transport, { timeout: ctx.deps.timeoutMs });
    return { session: { client, transport, kind } };
  } catch (error) {
    await client.close().catch(() => undefined);
    const failure = openFailure(error, observer, kind, {
      serverName: ctx.config.name,
      url: redactedUrl(ctx.config.url),
      inBrowser: true,
      timeoutMs: ctx.deps.timeoutMs,
      // Judged as the real connection judges it (an OAuth server counts, token or not): the same hint.
      hasCredentials: hasStaticCredentials(ctx.config) || ctx.config.auth === 'oauth',
    }).diagnosis;
    return { failure };
  }
}
