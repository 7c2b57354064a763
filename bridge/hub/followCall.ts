// Keeps a page's tools/call request alive while its call waits for approval or runs:
// when the request carries a progressToken, the page gets notifications/progress with a
// status line on every change and as a heartbeat.
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import type { CallEntry } from './callRunner';

/**
 * `progress` is a heartbeat counter (1, 2, 3, ...) so it always increases, even across
 * approval and the tool's own progress; the human meaning travels in `message`. The tool's
 * real progress is kept on the call record.
 */
export async function followCall(
  entry: CallEntry,
  ctx: ServerContext,
  keepAliveMs: number,
): Promise<CallToolResult> {
  const progressToken = ctx.mcpReq._meta?.progressToken;
  if (progressToken === undefined) return entry.outcome;
  const outcome = entry.outcome;
  let beats = 0;
  let open = true;
  const send = (message: string) => {
    if (!open) return;
    beats++;
    ctx.mcpReq
      .notify({ method: 'notifications/progress', params: { progressToken, progress: beats, message } })
      .catch(() => {
        // The page went away; its request is gone, the call itself goes on.
      });
  };
  const listener = (message: string) => send(message);
  entry.listeners.add(listener);
  const timer = setInterval(() => send(entry.statusMessage), keepAliveMs);
  send(entry.statusMessage);
  try {
    return await outcome;
  } finally {
    open = false;
    clearInterval(timer);
    entry.listeners.delete(listener);
  }
}
