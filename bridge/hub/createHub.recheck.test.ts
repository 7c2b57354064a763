// A chat call is gated twice: when it arrives and again after its (asynchronous) argument check, so a site
// revoked or a policy changed while the arguments were checked decides the call; the user's latest choice wins.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../protocol/constants';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, textOf, until } from './test/fakeHost';
import type { ArgumentValidator } from '../schema/validate';

let host: FakeHost;
let hub: Hub | undefined;
let page: Client | undefined;

beforeEach(() => {
  host = new FakeHost();
  host.granted.add(PAGE_ORIGIN);
  host.toolList = [hubTool('search'), hubTool('read_file'), hubTool('write_file', { policy: 'ask' })];
});

afterEach(async () => {
  await page?.close();
  await hub?.close();
  page = undefined;
  hub = undefined;
});

describe('choices the user changes while the arguments are checked', () => {
  /** A hub whose argument check answers only when the test releases it, and its page. */
  async function holdTheCheck(): Promise<{ release: () => void; started: () => Promise<void> }> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const validate = vi.fn<ArgumentValidator>(async () => {
      await held;
      return {};
    });
    hub = createHub(host, { keepAliveMs: 20, validate });
    page = await connectPage(hub);
    return { release, started: () => until(() => validate.mock.calls.length === 1, 'the check to start') };
  }
  const readFile = () => page!.callTool({ name: 'read_file', arguments: { path: '/a' } });

  it('refuses the call as not granted when the site is revoked during the check', async () => {
    const { release, started } = await holdTheCheck();
    const call = readFile();
    await started();
    host.granted.delete(PAGE_ORIGIN);
    release();
    await expect(call).rejects.toMatchObject({ code: ERROR_CODES.originNotGranted });
    expect(host.executions).toHaveLength(0);
    expect(host.approvals).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('refuses the call when its tool is turned off during the check', async () => {
    const { release, started } = await holdTheCheck();
    const call = readFile();
    await started();
    host.toolList[1] = hubTool('read_file', { policy: 'off' });
    release();
    expect(textOf(await call)).toBe('Tool read_file is turned off in MCP Multi Bridge');
    expect(host.executions).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('refuses the call when its tool is gone after the check', async () => {
    const { release, started } = await holdTheCheck();
    const call = readFile();
    await started();
    host.toolList.splice(1, 1);
    release();
    expect(textOf(await call)).toBe('Unknown tool "read_file". Available tools: search, write_file');
    expect(host.executions).toHaveLength(0);
  });

  it('asks for a click when the tool is set to Ask during the check', async () => {
    const { release, started } = await holdTheCheck();
    const call = readFile();
    await started();
    host.toolList[1] = hubTool('read_file', { policy: 'ask' });
    release();
    await until(() => host.approvals.length === 1, 'the approval prompt');
    expect(host.executions).toHaveLength(0);
    host.approvals[0]!.decide(true);
    expect(textOf(await call)).toBe('read_file ran with {"path":"/a"}');
  });

  it('asks for a click when automatic runs are switched off during the check', async () => {
    const { release, started } = await holdTheCheck();
    const call = readFile();
    await started();
    host.pageSettings = { ...host.pageSettings, autoExecute: false };
    release();
    await until(() => host.approvals.length === 1, 'the approval prompt');
    expect(host.executions).toHaveLength(0);
    host.approvals[0]!.decide(false);
    expect(textOf(await call)).toBe('The user rejected this call.');
    expect(host.executions).toHaveLength(0);
  });

  it("follows the user's latest choice: a tool set from Ask to Auto during the check runs without a click", async () => {
    const { release, started } = await holdTheCheck();
    const call = page!.callTool({ name: 'write_file', arguments: { path: '/a' } });
    await started();
    host.toolList[2] = hubTool('write_file', { policy: 'auto' });
    release();
    expect(textOf(await call)).toBe('write_file ran with {"path":"/a"}');
    expect(host.approvals).toHaveLength(0);
  });
});
