// How the hub runs calls: argument coercion, bad input, dedup by call key, failures, progress, Retry.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_META_KEY } from '../protocol/constants';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, textOf, until } from './hubTestKit';

const numberAndObject = {
  type: 'object' as const,
  properties: {
    count: { type: 'number', description: 'How many' },
    filter: { type: 'object', properties: { tag: { type: 'string' } } },
  },
  required: ['count'],
};

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [
    hubTool('search', { inputSchema: numberAndObject }),
    hubTool('read_file'),
    hubTool('write_file', { policy: 'ask' }),
  ];
  hub = createHub(host, { keepAliveMs: 20 });
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
  vi.useRealTimers();
});

const withKey = (key: string) => ({ [CALL_META_KEY]: { key, callId: 'c1', conversation: 'conv' } });

describe('arguments', () => {
  it('coerces raw text values to the tool schema before running', async () => {
    await page.callTool({ name: 'search', arguments: { count: '5', filter: '{"tag":"x"}' } });
    expect(host.executions[0]!.args).toEqual({ count: 5, filter: { tag: 'x' } });
    expect([...host.records.values()][0]!.args).toEqual({ count: 5, filter: { tag: 'x' } });
  });

  it('answers schema errors with the errors and the expected parameters, without running', async () => {
    const result = await page.callTool({ name: 'search', arguments: { filter: {} } });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain('Invalid arguments for tool search');
    expect(text).toMatch(/count/);
    expect(text).toContain(
      'Expected parameters: count (number, required): How many; filter (object, optional)',
    );
    expect(host.executions).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('answers an unknown tool with the list of available tools', async () => {
    host.toolList.push(hubTool('secret', { policy: 'off' }));
    const result = await page.callTool({ name: 'no_such_tool', arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      'Unknown tool "no_such_tool". Available tools: search, read_file, write_file',
    );
    expect(host.executions).toHaveLength(0);
  });
});

describe('dedup by call key', () => {
  it('runs a key once; a concurrent duplicate gets the same result', async () => {
    let release!: () => void;
    host.executor = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { content: [{ type: 'text', text: 'only once' }] };
    };
    const first = page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k1') });
    await until(() => host.executions.length === 1, 'the first execution');
    const second = page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k1') });
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(textOf(a)).toBe('only once');
    expect(b).toEqual(a);
    expect(host.executions).toHaveLength(1);
    expect(new Set(host.updates.map((u) => u.id)).size).toBe(1);
    expect([...host.records.values()][0]!.meta).toEqual({ key: 'k1', callId: 'c1', conversation: 'conv' });
  });

  it('does not run a key again after the page reconnects, even while the call waits for approval', async () => {
    const first = page.callTool({ name: 'write_file', arguments: { path: '/a' }, _meta: withKey('k2') });
    await until(() => host.approvals.length === 1, 'the approval prompt');
    first.catch(() => undefined); // the old page goes away with its request
    page = await connectPage(hub);
    const heard: string[] = [];
    const again = page.callTool(
      { name: 'write_file', arguments: { path: '/a' }, _meta: withKey('k2') },
      { onprogress: (p) => heard.push(p.message ?? '') },
    );
    // The hub's first status line to the new request shows it follows the waiting call instead of a new one.
    await until(() => heard.length > 0, 'the status of the waiting call');
    expect(heard[0]).toBe('Waiting for approval of write_file in the MCP Multi Bridge sidebar');
    expect(host.approvals).toHaveLength(1);
    host.approvals[0]!.decide(true);
    expect(textOf(await again)).toBe('write_file ran with {"path":"/a"}');
    expect(host.executions).toHaveLength(1);
    const afterwards = await page.callTool({
      name: 'write_file',
      arguments: { path: '/a' },
      _meta: withKey('k2'),
    });
    expect(textOf(afterwards)).toBe('write_file ran with {"path":"/a"}');
    expect(host.executions).toHaveLength(1);
  });

  it('keeps keys apart between origins and between different keys', async () => {
    await page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k3') });
    await page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k4') });
    host.granted.add('https://other.example');
    await page.close();
    page = await connectPage(hub, 'https://other.example');
    await page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k3') });
    expect(host.executions).toHaveLength(3);
  });
});

describe('failures', () => {
  it('turns a thrown error into an error record and a clear error result', async () => {
    host.executor = async () => {
      throw Object.assign(new Error('Could not reach the server (connection refused).'), { retryable: true });
    };
    const result = await page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('Tool read_file failed: Could not reach the server (connection refused).');
    const record = [...host.records.values()][0]!;
    expect(record).toMatchObject({
      status: 'error',
      error: 'Could not reach the server (connection refused).',
      retryable: true,
    });
  });

  it('leaves retryable unset when the error does not say', async () => {
    host.executor = async () => {
      throw new Error('boom');
    };
    await page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    expect([...host.records.values()][0]!.retryable).toBeUndefined();
  });

  it('fails a tool that never answers, as not retryable', async () => {
    vi.useFakeTimers();
    await hub.close();
    hub = createHub(host, { callTimeoutMs: 50 });
    page = await connectPage(hub);
    let aborted = false;
    host.executor = (_tool, _args, signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => undefined);
    };
    const pending = page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    await vi.advanceTimersByTimeAsync(50);
    const result = await pending;
    expect(textOf(result)).toMatch(/^Tool read_file failed: no answer within/);
    expect(aborted).toBe(true);
    expect([...host.records.values()][0]).toMatchObject({ status: 'error', retryable: false });
  });

  it('retries a failed call from the sidebar on the same call card', async () => {
    let attempts = 0;
    host.executor = async () => {
      attempts++;
      if (attempts === 1) throw Object.assign(new Error('unreachable'), { retryable: true });
      return { content: [{ type: 'text', text: 'second time lucky' }] };
    };
    await page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k5') });
    const failed = [...host.records.values()][0]!;
    const retried = await hub.retry(failed.id);
    expect(retried).toMatchObject({
      id: failed.id,
      status: 'done',
      result: { content: [{ type: 'text', text: 'second time lucky' }] },
    });
    expect(retried.error).toBeUndefined();
    // The page asking again with the same key now gets the retried outcome, still without a third run.
    const again = await page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k5') });
    expect(textOf(again)).toBe('second time lucky');
    expect(attempts).toBe(2);
    await expect(hub.retry(failed.id)).rejects.toThrow(/already succeeded/);
    await expect(hub.retry('nope')).rejects.toThrow(/no call nope/);
  });
});

describe('progress', () => {
  it('forwards progress to the page and keeps it on the record', async () => {
    host.executor = async (_tool, _args, _signal, onProgress) => {
      await new Promise((resolve) => setImmediate(resolve)); // a real server answers later
      onProgress({ progress: 1, total: 2, message: 'half' });
      onProgress({ progress: 2, total: 2, message: 'all' });
      return { content: [{ type: 'text', text: 'done' }] };
    };
    const seen: Array<{ progress: number; message?: string | undefined }> = [];
    const result = await page.callTool(
      { name: 'read_file', arguments: { path: '/a' } },
      { onprogress: (p) => seen.push(p) },
    );
    expect(textOf(result)).toBe('done');
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
    await until(() => seen.length === 1, 'the first status line');
    await vi.advanceTimersByTimeAsync(40); // two keep-alive periods
    expect(seen).toEqual(Array(3).fill('Waiting for approval of write_file in the MCP Multi Bridge sidebar'));
    host.approvals[0]!.decide(true);
    await call;
  });
});

describe('manual runs from the sidebar', () => {
  it('runs without approval, with coerced arguments, and returns the record', async () => {
    const record = await hub.runManual('search', { count: '3' });
    expect(record).toMatchObject({ source: 'manual', status: 'done', args: { count: 3 } });
    expect(record.origin).toBeUndefined();
    expect(host.approvals).toHaveLength(0);
  });

  it('refuses unknown tools and invalid arguments with a clear error', async () => {
    await expect(hub.runManual('nope', {})).rejects.toThrow('Unknown tool "nope"');
    await expect(hub.runManual('search', {})).rejects.toThrow(/Invalid arguments for tool search/);
    expect(host.executions).toHaveLength(0);
  });
});
