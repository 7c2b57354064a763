// Keeps a page's tools/call request alive while its call waits for approval or runs:
// when the request carries a progressToken, the page gets notifications/progress with a
// status line on every change and as a heartbeat, once the call has been open for a moment.
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import type { CallEntry } from './callRunner';

/**
 * A call answered sooner sends no status at all: its answer follows at once, and each status is a message
 * both frames handle on the call's hot path. From then on (or from the first heartbeat, if that comes sooner),
 * the page hears the current status and every change.
 */
export const FIRST_STATUS_MS = 100;

/**
 * `progress` is a heartbeat counter (1, 2, 3, ...) so it always increases, even across
 * approval and the tool's own progress; the human meaning travels in `message`. The tool's
 * real progress is kept on the call record.
 */
export async function followCall(
  entry: CallEntry,
  ctx: ServerContext,
  keepAliveMs: number,
  /** What the answer adds to the call's result (toolHandlers.ts: its chat text). */
  answer: (result: CallToolResult) => CallToolResult = (result) => result,
): Promise<CallToolResult> {
  const progressToken = ctx.mcpReq._meta?.progressToken;
  if (progressToken === undefined) return entry.outcome.then(answer);
  const outcome = entry.outcome;
  let beats = 0;
  let open = true;
  let heard = false;
  const send = (message: string) => {
    if (!open) return;
    heard = true;
    beats++;
    ctx.mcpReq
      .notify({ method: 'notifications/progress', params: { progressToken, progress: beats, message } })
      .catch(() => {
        // The page went away; its request is gone, the call itself goes on.
      });
  };
  // Before the first status, a change only updates entry.statusMessage, which that status then carries.
  const listener = (message: string) => {
    if (heard) send(message);
  };
  entry.listeners.add(listener);
  const first = setTimeout(() => send(entry.statusMessage), FIRST_STATUS_MS);
  const timer = setInterval(() => send(entry.statusMessage), keepAliveMs);
  try {
    return answer(await outcome);
  } finally {
    open = false;
    clearTimeout(first);
    clearInterval(timer);
    entry.listeners.delete(listener);
  }
}
