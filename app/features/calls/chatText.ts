// What the chat gets for a call on a sidebar card: Insert writes the same result block the page writes for
// detected calls, so the AI reads a manual insert exactly like an automatic one; Copy takes the same text.
import type { CallRecord } from '../../../bridge/hub/types';
import type { ChatResult } from '../../../bridge/format';
import { chatResultFromToolResult, errorResult, renderResult } from '../../../bridge/format';

/** The call's result as the chat reads it (bridge/format's one result-to-text), or why there is none. */
export function chatResultOf(call: CallRecord): ChatResult {
  const callId = call.meta?.callId ?? call.id;
  if (call.result) return chatResultFromToolResult(callId, call.exposedName, call.result);
  return errorResult(callId, call.exposedName, call.error ?? `The call is ${call.status}.`);
}

export function chatTextOf(call: CallRecord): string {
  return renderResult(chatResultOf(call));
}
