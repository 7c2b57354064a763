// How the hub runs calls, through its one pipeline: arguments (coercion, then the validator), bad input, dedup by
// call key, failures, manual runs and Retry. Progress and Cancel: createHub.progress.test.ts.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolResultText } from '../format/toolResult';
import { CALL_META_KEY, CHAT_TEXT_META_KEY } from '../protocol/constants';
import { createHub } from './createHub';
import type { Hub, HubOptions } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, runByHand, textOf, until } from './test/fakeHost';
import type { ArgumentValidator } from '../schema/validate';
import type { CallRecord } from './types';

const numberAndObject = {
  type: 'object' as const,
  properties: {
    count: { type: 'number', description: 'How many' },
    filter: { type: 'object', properties: { tag: { type: 'string' } } },
  },
  required: ['count'],
};

/** Below followCall's FIRST_STATUS_MS: a status line goes out at the first heartbeat. */
const KEEP_ALIVE_MS = 20;

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
  hub = createHub(host, { keepAliveMs: KEEP_ALIVE_MS });
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
  vi.useRealTimers();
});

const withKey = (key: string) => ({ [CALL_META_KEY]: { key, callId: 'c1', conversation: 'conv' } });

/** Replaces the hub of beforeEach with one built with these options, and its page. */
async function rebuild(options: HubOptions): Promise<void> {
  await page.close();
  await hub.close();
  hub = createHub(host, options);
  page = await connectPage(hub);
}

const EXPECTED_SEARCH_PARAMETERS =
  'Expected parameters: count (number, required): How many; filter (object, optional)';

describe('arguments', () => {
  it('coerces raw text values to the tool schema before running', async () => {
    await page.callTool({ name: 'search', arguments: { count: '5', filter: '{"tag":"x"}' } });
    expect(host.executions[0]!.args).toEqual({ count: 5, filter: { tag: 'x' } });
    expect([...host.records.values()][0]!.args).toEqual({ count: 5, filter: { tag: 'x' } });
  });

  it('answers schema errors per field with the expected parameters, without running or showing a card', async () => {
    const result = await page.callTool({ name: 'search', arguments: { filter: 'not json' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      [
        'Invalid arguments for tool search:',
        '- count: Required.',
        '- filter: Must be object.',
        EXPECTED_SEARCH_PARAMETERS,
      ].join('\n'),
    );
    expect(host.executions).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('checks chat calls and manual runs with the injected validator, after coercion, in the same words', async () => {
    const validate = vi.fn<ArgumentValidator>(async () => ({ '/count': ['Must be <= 5.'] }));
    await rebuild({ validate });
    const chat = await page.callTool({ name: 'search', arguments: { count: '7' } });
    const manual = await hub.runManual({ serverId: 'server-1', name: 'search' }, { count: '7' });
    expect(validate.mock.calls).toEqual([
      [numberAndObject, { count: 7 }],
      [numberAndObject, { count: 7 }],
    ]);
    const refusal = `Invalid arguments for tool search:\n- count: Must be <= 5.\n${EXPECTED_SEARCH_PARAMETERS}`;
    expect(textOf(chat)).toBe(refusal);
    expect(manual).toEqual({ started: false, errors: { '/count': ['Must be <= 5.'] }, message: refusal });
    expect(host.executions).toHaveLength(0);
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

describe('the chat text of every answer to the page runtime', () => {
  it.each([
    ['a run', { name: 'read_file', arguments: { path: '/a' } }, false],
    ['arguments that fail their check', { name: 'search', arguments: {} }, true],
    ['a tool the hub does not have', { name: 'no_such_tool', arguments: {} }, true],
  ])('%s carries the text the page writes back', async (_label, params, isError) => {
    host.executor = async () => ({
      content: [{ type: 'text', text: 'the notes' }],
      structuredContent: { n: 1 },
    });
    const answer = await page.callTool({ ...params, _meta: withKey(`text-${params.name}`) });
    expect(answer.isError ?? false).toBe(isError);
    expect(answer._meta?.[CHAT_TEXT_META_KEY]).toBe(toolResultText(answer));
    expect(toolResultText(answer)).not.toBe('');
  });

  it('is only for our page runtime, which names its calls: another client gets the result as it is', async () => {
    const answer = await page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    expect(answer).toEqual({ content: [{ type: 'text', text: 'read_file ran with {"path":"/a"}' }] });
  });
});

describe('dedup by call key', () => {
  it('runs a key once when the duplicate comes while the first is still being checked', async () => {
    let release!: () => void;
    const checking = new Promise<void>((resolve) => (release = resolve));
    const validate = vi.fn<ArgumentValidator>(async () => {
      await checking;
      return {};
    });
    await rebuild({ validate });
    const first = page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k0') });
    await until(() => validate.mock.calls.length === 1, 'the first check');
    const second = page.callTool({ name: 'read_file', arguments: { path: '/a' }, _meta: withKey('k0') });
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(b).toEqual(a);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(host.executions).toHaveLength(1);
  });

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
    vi.useFakeTimers();
    const again = page.callTool(
      { name: 'write_file', arguments: { path: '/a' }, _meta: withKey('k2') },
      { onprogress: (p) => heard.push(p.message ?? '') },
    );
    // The hub's first status line to the new request (its first heartbeat) shows it follows the waiting call.
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
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
    await until(() => host.executions.length === 1, 'the tool to start');
    await vi.advanceTimersByTimeAsync(50);
    const result = await pending;
    expect(textOf(result)).toMatch(/^Tool read_file failed: no answer within/);
    expect(aborted).toBe(true);
    expect([...host.records.values()][0]).toMatchObject({ status: 'error', retryable: false });
  });

  it('refuses to retry a call that may have run already, without running it', async () => {
    vi.useFakeTimers();
    await rebuild({ callTimeoutMs: 50 });
    host.executor = () => new Promise(() => undefined);
    const pending = page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    await until(() => host.executions.length === 1, 'the tool to start');
    await vi.advanceTimersByTimeAsync(50);
    await pending;
    const timedOut = [...host.records.values()][0]!;
    await expect(hub.retry(timedOut.id)).rejects.toThrow(
      "This call can't be retried: no answer within 0 s; it may still have run on its server. Run the tool from its form if you mean to.",
    );
    const interrupted: CallRecord = {
      ...timedOut,
      id: 'interrupted',
      error: 'Interrupted: the sidebar was closed or reloaded.',
    };
    await expect(hub.retry('interrupted', interrupted)).rejects.toThrow(
      "This call can't be retried: Interrupted: the sidebar was closed or reloaded.",
    );
    expect(host.executions).toHaveLength(1);
    expect(host.records.get(timedOut.id)).toEqual(timedOut);
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

  it("retries a card of an earlier session that this hub never saw, under the card's id", async () => {
    const stored: CallRecord = {
      id: 'earlier',
      source: 'manual',
      exposedName: 'search',
      serverId: 'server-1',
      toolName: 'search',
      args: { count: 2 },
      status: 'error',
      error: 'Could not reach the server.',
      retryable: true,
      startedAt: 1,
      endedAt: 2,
    };
    await expect(hub.retry('other', stored)).rejects.toThrow(/no call other/);
    const retried = await hub.retry('earlier', stored);
    expect(retried).toMatchObject({ id: 'earlier', source: 'manual', status: 'done', args: { count: 2 } });
    expect(retried.error).toBeUndefined();
    expect(host.executions.map((e) => e.args)).toEqual([{ count: 2 }]);
    expect(host.approvals).toHaveLength(0);
  });

  it('checks the arguments again on Retry: a schema that changed since fails on the card', async () => {
    host.executor = async () => {
      throw Object.assign(new Error('unreachable'), { retryable: true });
    };
    await page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    const failed = [...host.records.values()][0]!;
    host.toolList[1] = hubTool('read_file', {
      inputSchema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
    });
    const retried = await hub.retry(failed.id);
    expect(retried).toMatchObject({ id: failed.id, status: 'error', retryable: false });
    expect(retried.error).toBe(
      'Invalid arguments for tool read_file:\n- file: Required.\nExpected parameters: file (string, required)',
    );
    expect(host.executions).toHaveLength(1);
  });
});

describe('manual runs from the sidebar', () => {
  it('runs without approval, with coerced arguments, and resolves with its card', async () => {
    const run = await runByHand(hub, 'search', { count: '3' });
    const record = await run.done;
    expect(record).toMatchObject({ id: run.callId, source: 'manual', status: 'done', args: { count: 3 } });
    expect(record.origin).toBeUndefined();
    expect(host.records.get(run.callId)).toEqual(record);
    expect(host.approvals).toHaveLength(0);
  });

  it('refuses invalid arguments per field before anything runs or shows a card', async () => {
    const run = await hub.runManual({ serverId: 'server-1', name: 'search' }, { count: 'many' });
    expect(run).toEqual({
      started: false,
      errors: { '/count': ['Must be number.'] },
      message: `Invalid arguments for tool search:\n- count: Must be number.\n${EXPECTED_SEARCH_PARAMETERS}`,
    });
    expect(host.executions).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('refuses a tool the hub no longer offers', async () => {
    await expect(hub.runManual({ serverId: 'server-1', name: 'nope' }, {})).rejects.toThrow(
      'Tool nope is no longer available; reconnect its server first.',
    );
    expect(host.executions).toHaveLength(0);
  });

  it('keeps the progress on its card', async () => {
    host.executor = async (_tool, _args, _signal, onProgress) => {
      onProgress({ progress: 1, total: 2 });
      expect([...host.records.values()].at(-1)!.progress).toEqual({ progress: 1, total: 2 });
      return { content: [{ type: 'text', text: 'ok' }] };
    };
    const record = await (await runByHand(hub, 'read_file', { path: '/a' })).done;
    expect(record).toMatchObject({ status: 'done', result: { content: [{ type: 'text', text: 'ok' }] } });
  });
});
