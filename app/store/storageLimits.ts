// How a call is kept in the saved history: a stored call keeps at most STORED_RESULT_CHARS of its result,
// so the history stays small, and a call that could not finish before the window closed says so.
import type { CallRecord } from '../../bridge/hub/types';

export const STORED_RESULT_CHARS = 20_000;

/** The call as it is saved: a large result is cut, with a note saying so. */
export function forStorage(call: CallRecord): CallRecord {
  const content = call.result?.content;
  if (!call.result || !Array.isArray(content) || JSON.stringify(content).length <= STORED_RESULT_CHARS)
    return call;
  const text = content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
  const note = `\n[… result cut to ${STORED_RESULT_CHARS} of ${text.length} characters in the saved history]`;
  return {
    ...call,
    result: { ...call.result, content: [{ type: 'text', text: text.slice(0, STORED_RESULT_CHARS) + note }] },
  };
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
