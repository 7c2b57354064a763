import { describe, expect, it } from 'vitest';
import type { HubTool } from '../../bridge/hub/types';
import type { CallOptions } from '../../bridge/connections/types';
import { createAppStore } from '../store/store';
import { CANCELLED_MESSAGE, cancelManualRun, runManually } from './manualRuns';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
const tool: HubTool = {
  exposedName: 'slow',
  serverId: 's1',
  serverName: 'demo',
  name: 'slow',
  inputSchema: { type: 'object' },
  policy: 'ask',
};

describe('runManually', () => {
  it('records progress and the result on a manual call card', async () => {
    const store = createAppStore(memory);
    const connections = {
      callTool: async (_s: string, _n: string, _a: Record<string, unknown>, opts?: CallOptions) => {
        opts?.onProgress?.({ progress: 1, total: 2 });
        expect(store.getState().calls[0]?.progress).toEqual({ progress: 1, total: 2 });
        return { content: [{ type: 'text' as const, text: 'ok' }] };
      },
    };
    const record = await runManually(store, connections, tool, { a: 1 });
    expect(record).toMatchObject({ source: 'manual', status: 'done', args: { a: 1 } });
    expect(store.getState().calls[0]?.result?.content).toEqual([{ type: 'text', text: 'ok' }]);
  });

  it('passes the abort signal to the call, so Cancel stops it and says so', async () => {
    const store = createAppStore(memory);
    let seen: AbortSignal | undefined;
    const connections = {
      callTool: (_s: string, _n: string, _a: Record<string, unknown>, opts?: CallOptions) =>
        new Promise<never>((_resolve, reject) => {
          seen = opts?.signal;
          opts?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    const done = runManually(store, connections, tool, {}, 'call-1');
    expect(store.getState().calls[0]?.status).toBe('running');
    expect(cancelManualRun('call-1')).toBe(true);
    const record = await done;
    expect(seen?.aborted).toBe(true);
    expect(record).toMatchObject({ status: 'error', error: CANCELLED_MESSAGE, retryable: true });
    expect(cancelManualRun('call-1')).toBe(false);
  });
});
