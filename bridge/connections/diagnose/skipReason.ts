// Why a step can't run, in the words of the step that stopped the diagnosis, so every skipped row points at
// the real cause rather than at its own missing input.
import type { Verdict } from '../../diagnose/check';
import type { DiagnoseContext, InitializeProbe } from './types';

export const NOTHING_ANSWERED = 'Skipped: nothing answered at the server address (see Reachability).';

/** Set when the server's answers can't be read at all: nothing answered, or CORS hid them. */
export function unreadableReason(ctx: DiagnoseContext): string | undefined {
  if (!ctx.facts.reachable) return NOTHING_ANSWERED;
  if (!ctx.facts.initialize)
    return "Skipped: the browser hides the server's answers from this page (see CORS).";
  return undefined;
}

/** The initialize answer the later steps read, or the skip verdict saying why there is none. */
export function readableProbe(ctx: DiagnoseContext): { probe: InitializeProbe } | { skip: Verdict } {
  const probe = ctx.facts.initialize;
  const unreadable = unreadableReason(ctx);
  if (unreadable || !probe) return { skip: { status: 'skip', detail: unreadable ?? '' } };
  return { probe };
}

/** Set when the server asked for authorization before initialize: the Sign-in step says the rest. */
export function authFirstReason(ctx: DiagnoseContext): string | undefined {
  const status = ctx.facts.initialize?.status;
  if (status === 401 || status === 403)
    return `Skipped: the server asks for authorization first (HTTP ${status}, see Sign-in).`;
  return undefined;
}

/** Set when no MCP session can be had: unreadable answers, a sign-in, a hidden session id, a failed handshake. */
export function noSessionReason(ctx: DiagnoseContext): string | undefined {
  const unreadable = unreadableReason(ctx);
  if (unreadable) return unreadable;
  const authFirst = authFirstReason(ctx);
  if (authFirst) return authFirst;
  if (ctx.facts.sessionIdHidden)
    return 'Skipped: without a readable session id the server refuses every request after initialize (see Session header).';
  if (!ctx.facts.session)
    return `Skipped: no MCP session could be opened${ctx.facts.sessionFailure ? ` (${ctx.facts.sessionFailure})` : ''}.`;
  return undefined;
}
