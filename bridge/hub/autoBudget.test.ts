// The hub's limits per human turn: a budget of automatic runs, and a call repeated in a loop. Past either, the
// call waits for a click with the reason on its card, and its result tells the page that agent mode paused.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_PAUSED_META_KEY, CALL_META_KEY } from '../protocol/constants';
import { AUTO_RUNS_PER_TURN, stableJson } from './autoRunGuard';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, connectPage, hubTool, runByHand, until } from './test/fakeHost';

let host: FakeHost;
let hub: Hub;
let page: Client;
let callId = 0;

beforeEach(async () => {
  host = new FakeHost();
  host.granted.add('https://chat.example');
  host.toolList = [hubTool('read_file'), hubTool('write_file', { policy: 'ask' })];
  hub = createHub(host, { keepAliveMs: 20 });
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

/** A chat call as the page runtime sends it: a fresh call key, in the given human turn. */
function chatCall(turn: string, args: Record<string, unknown>, name = 'read_file') {
  callId++;
  const meta = { key: `conv|${callId}|h`, callId: String(callId), conversation: 'conv', turn };
  return page.callTool({ name, arguments: args, _meta: { [CALL_META_KEY]: meta } });
}

/** A call the test leaves waiting for approval; the hub's close rejects it. */
const leftOpen = (call: Promise<unknown>) => void call.catch(() => undefined);

const pausedReason = (result: { _meta?: Record<string, unknown> | undefined }) =>
  result._meta?.[AGENT_PAUSED_META_KEY];

describe('the budget of automatic runs per human turn', () => {
  it(`runs ${AUTO_RUNS_PER_TURN} calls of a turn automatically, then asks and pauses agent mode`, async () => {
    for (let i = 0; i < AUTO_RUNS_PER_TURN; i++) {
      const result = await chatCall('turn-1', { path: `/file-${i}` });
      expect(pausedReason(result)).toBeUndefined();
    }
    expect(host.executions).toHaveLength(AUTO_RUNS_PER_TURN);
    expect(host.approvals).toHaveLength(0);

    const over = chatCall('turn-1', { path: '/one-more' });
    await until(() => host.approvals.length === 1, 'the approval request');
    const asked = host.approvals[0]!.call;
    expect(asked.reason).toBe(
      `${AUTO_RUNS_PER_TURN} automatic runs since your last message, so agent mode paused: later calls ask.`,
    );
    expect(host.executions).toHaveLength(AUTO_RUNS_PER_TURN); // nothing ran without the click
    host.approvals[0]!.decide(true);
    expect(pausedReason(await over)).toBe(asked.reason);
    expect(host.executions).toHaveLength(AUTO_RUNS_PER_TURN + 1);
  });

  it('starts a fresh budget with the next human turn', async () => {
    for (let i = 0; i <= AUTO_RUNS_PER_TURN; i++) leftOpen(chatCall('turn-1', { path: `/file-${i}` }));
    await until(() => host.approvals.length === 1, 'the turn to run out of budget');
    const next = await chatCall('turn-2', { path: '/after-the-user-wrote' });
    expect(pausedReason(next)).toBeUndefined();
    expect(host.executions.at(-1)!.args).toEqual({ path: '/after-the-user-wrote' });
    expect(host.approvals).toHaveLength(1);
  });

  it('does not spend the budget on calls the user approves anyway, nor on manual runs', async () => {
    for (let i = 0; i < AUTO_RUNS_PER_TURN; i++) {
      const manual = await runByHand(hub, 'read_file', { path: `/manual-${i}` });
      expect((await manual.done).status).toBe('done');
    }
    const asking = chatCall('turn-1', { path: '/draft' }, 'write_file');
    await until(() => host.approvals.length === 1, 'the approval request');
    expect(host.approvals[0]!.call.reason).toBeUndefined();
    host.approvals[0]!.decide(true);
    await asking;
    const automatic = await chatCall('turn-1', { path: '/still-automatic' });
    expect(pausedReason(automatic)).toBeUndefined();
    expect(host.approvals).toHaveLength(1);
  });
});

describe('a call repeated in a loop', () => {
  it('asks the third time the same call comes in one turn, with the reason on its card', async () => {
    expect(pausedReason(await chatCall('turn-1', { path: '/loop' }))).toBeUndefined();
    expect(pausedReason(await chatCall('turn-1', { path: '/other' }))).toBeUndefined();
    expect(pausedReason(await chatCall('turn-1', { path: '/loop' }))).toBeUndefined();
    const third = chatCall('turn-1', { path: '/loop' });
    await until(() => host.approvals.length === 1, 'the approval request');
    const card = host.records.get(host.approvals[0]!.call.id)!;
    expect(card.status).toBe('pending');
    expect(card.reason).toMatch(/^Repeated 3 times since your last message, so agent mode paused/);
    host.approvals[0]!.decide(false);
    const result = await third;
    expect(result.isError).toBe(true);
    expect(pausedReason(result)).toBe(card.reason);
    expect(host.executions.map((e) => e.args)).toEqual([
      { path: '/loop' },
      { path: '/other' },
      { path: '/loop' },
    ]);

    // The rest of the turn asks too, even a different call; the next human turn starts over.
    leftOpen(chatCall('turn-1', { path: '/different' }));
    await until(() => host.approvals.length === 2, 'the second approval request');
    expect(pausedReason(await chatCall('turn-2', { path: '/loop' }))).toBeUndefined();
  });

  it('counts the same arguments in another key order as the same call', () => {
    expect(stableJson({ b: [1, { d: 2, c: null }], a: 'x' })).toBe(
      stableJson({ a: 'x', b: [1, { c: null, d: 2 }] }),
    );
  });
});
