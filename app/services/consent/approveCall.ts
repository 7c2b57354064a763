// "Approve in a window…": where the sidebar can't prove it is visible (no IntersectionObserver v2, or a page
// hiding it), one pending call is decided in the first-party consent window instead. Call it from the click
// handler: the window opens before anything is awaited.
import type { CallRecord } from '../../../bridge/hub/types';
import type { ApproveCallRequest } from './messages';
import { requestConsent } from './requestConsent';

/** `undecided`: the window was closed without an answer, so the call keeps waiting in the sidebar. */
export type CallAnswer = 'approve' | 'reject' | 'undecided';

export function approveCallRequest(call: CallRecord, serverName?: string): ApproveCallRequest {
  return {
    kind: 'approve-call',
    origin: call.origin ?? 'the chat',
    tool: call.toolName ?? call.exposedName,
    ...(serverName !== undefined ? { server: serverName } : {}),
    args: JSON.stringify(call.args, null, 2),
  };
}

export async function askToApproveCall(
  call: CallRecord,
  serverName?: string,
  win: Window = window,
): Promise<CallAnswer> {
  const decision = await requestConsent(approveCallRequest(call, serverName), win);
  if (decision.allowed) return 'approve';
  return decision.rejected ? 'reject' : 'undecided';
}
