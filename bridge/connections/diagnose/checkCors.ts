// Step 2: can this page read the server's answers? The initialize POST (JSON, maybe a token: a preflighted
// request) is sent raw, so the status and the headers the browser exposes stay visible. When it is refused
// outright, a plain GET (no preflight) tells a missing Access-Control-Allow-Origin from a refused preflight.
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/client';
import { errorMessageOf, initializeBody, postJsonRpc, readJsonRpc } from './rawRpc';
import { isTimeout, untilAnswered } from '../../diagnose/reachability';
import { NOTHING_ANSWERED } from './skipReason';
import type { DiagnoseContext, DiagnosisCheck, InitializeProbe } from './types';

const ALLOW_HEADERS = 'Content-Type, Authorization, Mcp-Session-Id, Mcp-Protocol-Version';

export const checkCors: DiagnosisCheck = {
  id: 'cors',
  title: 'CORS',
  async run(ctx) {
    if (!ctx.facts.reachable) return { status: 'skip', detail: NOTHING_ANSWERED };
    let response: Response;
    try {
      response = await postJsonRpc(ctx, initializeBody(ctx, LATEST_PROTOCOL_VERSION));
    } catch (error) {
      if (isTimeout(error))
        return {
          status: 'fail',
          detail: `The server took more than ${ctx.deps.timeoutMs / 1000} s to answer initialize.`,
          fix: 'Look at the server log: it received the request but did not answer.',
        };
      return (await originAllowed(ctx))
        ? {
            status: 'fail',
            detail: `The server allows ${ctx.deps.origin}, but the browser refused the preflight of the initialize POST (OPTIONS).`,
            fix: `Answer OPTIONS with Access-Control-Allow-Methods: GET, POST, DELETE and Access-Control-Allow-Headers: ${ALLOW_HEADERS}.`,
          }
        : {
            status: 'fail',
            detail: `The server answers, but not to this page: the browser hides its answers from ${ctx.deps.origin} (no CORS headers for this origin).`,
            fix: `Make the server send Access-Control-Allow-Origin: ${ctx.deps.origin} and allow the headers ${ALLOW_HEADERS}.`,
          };
    }
    ctx.facts.initialize = await probeOf(response);
    return {
      status: 'pass',
      detail: `This page can read the server's answers (initialize: HTTP ${response.status}).`,
    };
  },
};

async function probeOf(response: Response): Promise<InitializeProbe> {
  const answer = await readJsonRpc(response).catch(() => ({ message: undefined, text: '' }));
  const result = answer.message?.['result'] as { protocolVersion?: unknown } | undefined;
  return {
    response,
    status: response.status,
    sessionId: response.headers.get('mcp-session-id') ?? undefined,
    protocolVersion: typeof result?.protocolVersion === 'string' ? result.protocolVersion : undefined,
    errorText: response.ok && result ? '' : errorMessageOf(answer),
  };
}

/** A GET without custom headers needs no preflight: it is readable exactly when the origin is allowed. */
async function originAllowed(ctx: DiagnoseContext): Promise<boolean> {
  try {
    await untilAnswered(ctx.deps.timeoutMs, (signal) =>
      ctx.deps.fetch(ctx.config.url, { credentials: 'omit', signal }),
    );
    return true;
  } catch {
    return false;
  }
}
