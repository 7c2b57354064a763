// Step 4: does initialize negotiate a protocol version the SDK supports, and over which transport? The SDK
// runs the handshake as the real connection does; a 4xx on the Streamable HTTP POST is then retried over
// the old HTTP+SSE transport, which the product still speaks (transport "SSE", or "Auto" as a fallback).
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/client';
import { shouldFallBackToSse } from '../connectServer';
import { openSdkSession } from './openSdkSession';
import { authFirstReason, readableProbe } from './skipReason';
import type { Verdict } from '../../diagnose/check';
import type { DiagnoseContext, DiagnosisCheck } from './types';

export const checkProtocol: DiagnosisCheck = {
  id: 'protocol',
  title: 'Protocol version',
  async run(ctx) {
    const readable = readableProbe(ctx);
    if ('skip' in readable) return readable.skip;
    const { probe } = readable;
    const authFirst = authFirstReason(ctx);
    if (authFirst) return { status: 'skip', detail: authFirst };
    // Without a readable session id the SDK's handshake fails after initialize; the raw answer still has the version.
    if (ctx.facts.sessionIdHidden) return versionOf(probe.protocolVersion, 'the initialize answer');
    if (ctx.config.transport === 'sse')
      return (
        (await overSse(ctx)) ?? {
          status: 'fail',
          detail: `The old SSE transport (set for this server) did not work: ${ctx.facts.sessionFailure ?? 'no session'}`,
          fix: 'Check the URL (old SSE endpoints often end in /sse), or set the transport to Auto.',
        }
      );
    const opened = await openSdkSession(ctx, 'streamable-http');
    if ('session' in opened) {
      ctx.facts.session = opened.session;
      return versionOf(opened.session.client.getNegotiatedProtocolVersion(), 'Streamable HTTP');
    }
    const { failure } = opened;
    if (shouldFallBackToSse(failure)) {
      const sse = await overSse(ctx);
      if (sse) return sse;
    }
    ctx.facts.sessionFailure = failure.message;
    if (failure.category === 'version') return versionOf(probe.protocolVersion, failure.message);
    return { status: 'fail', detail: failure.message, ...(failure.hint ? { fix: failure.hint } : {}) };
  },
};

function versionOf(version: string | undefined, how: string): Verdict {
  if (version && SUPPORTED_PROTOCOL_VERSIONS.includes(version))
    return { status: 'pass', detail: `MCP ${version} (${how}).` };
  return {
    status: 'fail',
    detail: `The server answered with protocol version ${version ?? '(none)'}, which this app's MCP SDK does not speak (it speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}).`,
    fix: 'Update the server (or its MCP SDK) to a current protocol version.',
  };
}

/** The verdict of a session over the old SSE transport; undefined when it failed too (its reason kept). */
async function overSse(ctx: DiagnoseContext): Promise<Verdict | undefined> {
  const opened = await openSdkSession(ctx, 'sse');
  if (!('session' in opened)) {
    ctx.facts.sessionFailure = opened.failure.message;
    return undefined;
  }
  ctx.facts.session = opened.session;
  const version = opened.session.client.getNegotiatedProtocolVersion() ?? 'unknown';
  const chosen = ctx.config.transport !== 'streamable-http';
  return {
    status: chosen ? 'warn' : 'fail',
    detail: `MCP ${version}, but only over the old HTTP+SSE transport: the server does not accept Streamable HTTP.`,
    fix: chosen
      ? 'This server speaks the old SSE transport; it works with the transport set to SSE or Auto, and moving the server to Streamable HTTP is better.'
      : 'This server speaks the old SSE transport; set its transport to Auto or SSE (Edit).',
  };
}
