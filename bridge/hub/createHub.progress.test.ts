// A call the page keeps open: status lines from the first heartbeat on, the tool's own progress on the way,
// and Cancel from the sidebar, for chat calls and manual runs alike.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_MESSAGE } from './callMessages';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, runByHand, textOf, until } from './test/fakeHost';

/** Below followCall's FIRST_STATUS_MS: a status line goes out at the first heartbeat. */
const KEEP_ALIVE_MS = 20;

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('read_file'), hubTool('write_file', { policy: 'ask' })];
  hub = createHub(host, { keepAliveMs: KEEP_ALIVE_MS });
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
  vi.useRealTimers();
});

describe('progress', () => {
  it('forwards progress of a call still running at its first status line, and keeps it on the record', async () => {
    vi.useFakeTimers();
    let heardFirstStatus = () => {};
    const firstStatus = new Promise<void>((resolve) => (heardFirstStatus = resolve));
    host.executor = async (_tool, _args, _signal, onProgress) => {
      // A slow tool: it reports progress after the page heard its first status line.
      await firstStatus;
      onProgress({ progress: 1, total: 2, message: 'half' });
      onProgress({ progress: 2, total: 2, message: 'all' });
      return { content: [{ type: 'text', text: 'done' }] };
    };
    const seen: Array<{ progress: number; message?: string | undefined }> = [];
    const call = page.callTool(
      { name: 'read_file', arguments: { path: '/a' } },
      {
        onprogress: (p) => {
          seen.push(p);
          heardFirstStatus();
        },
      },
    );
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    const result = await call;
    expect(textOf(result)).toBe('done');
    expect(seen[0]?.message).toBe('Running read_file');
    const messages = seen.map((p) => p.message);
    expect(messages).toContain('Running read_file: 1/2 half');
    expect(messages).toContain('Running read_file: 2/2 all');
    const values = seen.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    expect([...host.records.values()][0]!.progress).toEqual({ progress: 2, total: 2, message: 'all' });
  });

  it('keeps a pending request alive with heartbeats that say it waits for approval', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const call = page.callTool(
      { name: 'write_file', arguments: { path: '/a' } },
      { onprogress: (p) => seen.push(p.message ?? '') },
    );
    await until(() => host.approvals.length === 1, 'the approval prompt');
    expect(seen).toEqual([]); // No status line before the first heartbeat.
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 3);
    expect(seen).toEqual(Array(3).fill('Waiting for approval of write_file in the MCP Multi Bridge sidebar'));
    host.approvals[0]!.decide(true);
    await call;
  });
});

describe('cancel', () => {
  /** The tool waits until its signal aborts, like the SDK's request does; records the signal it got. */
  const signals: AbortSignal[] = [];
  const hangUntilAborted = () => {
    signals.length = 0;
    host.executor = (_tool, _args, signal) =>
      new Promise((_resolve, reject) => {
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new Error('The call to Server One was cancelled.')));
      });
  };

  it("aborts a manual run's request and says so on its card, which may be retried", async () => {
    hangUntilAborted();
    const run = await runByHand(hub, 'read_file', { path: '/a' });
    await until(() => host.executions.length === 1, 'the tool to start');
    expect(hub.isOpen(run.callId)).toBe(true);
    expect(hub.cancel(run.callId)).toBe(true);
    const record = await run.done;
    expect(signals[0]!.aborted).toBe(true);
    expect(record).toMatchObject({ status: 'error', error: CANCELLED_MESSAGE, retryable: true });
    expect(hub.isOpen(run.callId)).toBe(false);
    expect(hub.cancel(run.callId)).toBe(false);
  });

  it('stops a chat call the user no longer wants, and the chat reads why', async () => {
    hangUntilAborted();
    const call = page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    await until(() => host.executions.length === 1, 'the tool to start');
    const id = [...host.records.keys()][0]!;
    expect(hub.cancel(id)).toBe(true);
    expect(textOf(await call)).toBe(`Tool read_file failed: ${CANCELLED_MESSAGE}`);
    expect(host.records.get(id)).toMatchObject({
      status: 'error',
      error: CANCELLED_MESSAGE,
      retryable: true,
    });
  });

  it('knows no call it does not run', () => {
    expect(hub.isOpen('nope')).toBe(false);
    expect(hub.cancel('nope')).toBe(false);
  });
});
