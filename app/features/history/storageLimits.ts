// How a call is kept in the saved history: a stored call keeps at most STORED_RESULT_CHARS of its result,
// so the history stays small, and a call that could not finish before the window closed says so.
import { toolResultText } from '../../../bridge/format';
import type { CallRecord } from '../../../bridge/hub/types';

/** Calls kept, in the store and saved; the Calls tab virtualizes its list (CallListRows), so it stays fast. */
export const CALL_HISTORY_LIMIT = 1000;
export const STORED_RESULT_CHARS = 20_000;

/**
 * The call as it is saved. A large result is kept as its chat text (bridge/format's one result-to-text, so a
 * reloaded card copies what the original did), cut with a note past STORED_RESULT_CHARS; its marks stay.
 */
export function forStorage(call: CallRecord): CallRecord {
  if (!call.result) return call;
  const { content, structuredContent, ...marks } = call.result;
  if (JSON.stringify([content, structuredContent]).length <= STORED_RESULT_CHARS) return call;
  const text = toolResultText(call.result);
  const kept =
    text.length <= STORED_RESULT_CHARS
      ? text
      : `${text.slice(0, STORED_RESULT_CHARS)}\n[… result cut to ${STORED_RESULT_CHARS} of ${text.length} characters in the saved history]`;
  return { ...call, result: { ...marks, content: [{ type: 'text', text: kept }] } };
}

/** A call that was pending or running when the window closed can no longer finish; say so on its card. */
export function settleInterrupted(call: CallRecord): CallRecord {
  if (call.status !== 'pending' && call.status !== 'running') return call;
  return {
    ...call,
    status: 'error',
    error: 'Interrupted: the sidebar was closed or reloaded.',
    retryable: false,
  };
}
