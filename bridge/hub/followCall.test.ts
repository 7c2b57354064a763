import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallEntry } from './callRunner';
import { FIRST_STATUS_MS, followCall } from './followCall';

const RESULT: CallToolResult = { content: [{ type: 'text', text: 'ok' }] };
const KEEP_ALIVE_MS = 1_000;

interface Sent {
  progress: number;
  message: string;
}

function harness(progressToken: string | null = 'page-1') {
  let finish: (result: CallToolResult) => void = () => undefined;
  const entry = {
    outcome: new Promise<CallToolResult>((resolve) => (finish = resolve)),
    statusMessage: 'Checking the arguments of t',
    listeners: new Set<(message: string) => void>(),
  } as unknown as CallEntry;
  const sent: Sent[] = [];
  const ctx = {
    mcpReq: {
      _meta: progressToken === null ? undefined : { progressToken },
      notify: (n: { params: Sent }) => {
        sent.push({ progress: n.params.progress, message: n.params.message });
        return Promise.resolve();
      },
    },
  } as unknown as ServerContext;
  /** A status change, as CallRunner.update makes it. */
  const change = (message: string) => {
    entry.statusMessage = message;
    for (const listener of entry.listeners) listener(message);
  };
  return { entry, ctx, sent, change, finish };
}

describe('followCall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends no status for a call answered before FIRST_STATUS_MS', async () => {
    const { entry, ctx, sent, change, finish } = harness();
    const followed = followCall(entry, ctx, KEEP_ALIVE_MS);
    change('Running t');
    await vi.advanceTimersByTimeAsync(FIRST_STATUS_MS - 1);
    change('Finished t');
    finish(RESULT);
    await expect(followed).resolves.toBe(RESULT);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 2);
    expect(sent).toEqual([]);
    expect(entry.listeners.size).toBe(0);
  });

  it('sends the current status once the call is slow, then every change and a heartbeat', async () => {
    const { entry, ctx, sent, change, finish } = harness();
    const followed = followCall(entry, ctx, KEEP_ALIVE_MS);
    change('Waiting for approval of t');
    await vi.advanceTimersByTimeAsync(FIRST_STATUS_MS);
    expect(sent).toEqual([{ progress: 1, message: 'Waiting for approval of t' }]);
    change('Running t');
    expect(sent.at(-1)).toEqual({ progress: 2, message: 'Running t' });
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - FIRST_STATUS_MS);
    expect(sent.at(-1)).toEqual({ progress: 3, message: 'Running t' });
    finish(RESULT);
    await followed;
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 2);
    expect(sent).toHaveLength(3);
  });

  it('sends nothing when the page asked for no progress', async () => {
    const { entry, ctx, sent, finish } = harness(null);
    const followed = followCall(entry, ctx, KEEP_ALIVE_MS);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    finish(RESULT);
    await expect(followed).resolves.toBe(RESULT);
    expect(sent).toEqual([]);
  });
});
