// The text "Insert into chat" writes: the same result block the page writes for detected calls, so the AI
// reads a manual insert exactly like an automatic one.
import type { CallRecord } from '../../bridge/hub/types';
import { chatResultFromToolResult, errorResult, renderResult } from '../../bridge/format';

export function chatTextOf(call: CallRecord): string {
  const callId = call.meta?.callId ?? call.id;
  if (call.result) {
    const { content, isError, structuredContent } = call.result;
    const plain = { content, isError: isError === true, structuredContent };
    return renderResult(chatResultFromToolResult(callId, call.exposedName, plain));
  }
  return renderResult(errorResult(callId, call.exposedName, call.error ?? `The call is ${call.status}.`));
}
