// Step 3: can the browser read `mcp-session-id`? A sessionful server whose id header is not in
// Access-Control-Expose-Headers answers initialize and then refuses every later request as having no
// session. JavaScript can't see whether the header was sent and hidden or never sent, so an unreadable id
// is tested by its consequence: the next request, without it, is refused (sessionful) or served (stateless).
import { errorMessageOf, postJsonRpc, readJsonRpc } from './rawRpc';
import { deadline, probeHeaders } from './requestParts';
import { readableProbe } from './skipReason';
import type { DiagnoseContext, DiagnosisCheck } from './types';

export const checkSessionHeader: DiagnosisCheck = {
  id: 'session-header',
  title: 'Session header (mcp-session-id)',
  async run(ctx) {
    const readable = readableProbe(ctx);
    if ('skip' in readable) return readable.skip;
    const { probe } = readable;
    if (!probe.response.ok)
      return {
        status: 'skip',
        detail: `Skipped: initialize over Streamable HTTP did not succeed (HTTP ${probe.status}).`,
      };
    if (probe.sessionId) {
      await endSession(ctx, probe.sessionId);
      return { status: 'pass', detail: 'The browser can read the session id the server sent.' };
    }
    const refusal = await requestWithoutSession(ctx);
    if (refusal === undefined)
      return {
        status: 'pass',
        detail: 'The server sends no session id this page can read, and answers without one (stateless).',
      };
    ctx.facts.sessionIdHidden = true;
    return {
      status: 'fail',
      detail: `Initialize succeeded, but the browser can't read the server's mcp-session-id header, and the next request without it was refused (${refusal}).`,
      fix: 'Add mcp-session-id to the Access-Control-Expose-Headers the server sends.',
    };
  },
};

/** Sends what the SDK sends after initialize, without a session id; the refusal's words, or undefined. */
async function requestWithoutSession(ctx: DiagnoseContext): Promise<string | undefined> {
  await postJsonRpc(ctx, { jsonrpc: '2.0', method: 'notifications/initialized' })
    .then((response) => response.body?.cancel())
    .catch(() => undefined);
  const response = await postJsonRpc(ctx, { jsonrpc: '2.0', id: 'diagnose-tools', method: 'tools/list' });
  if (response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return `HTTP ${response.status}: ${errorMessageOf(await readJsonRpc(response))}`;
}

/** Ends the probe's session, as the real connection does on close. */
async function endSession(ctx: DiagnoseContext, sessionId: string): Promise<void> {
  await ctx.deps
    .fetch(ctx.config.url, {
      method: 'DELETE',
      headers: { ...probeHeaders(ctx), 'mcp-session-id': sessionId },
      signal: deadline(ctx),
    })
    .catch(() => undefined);
}
