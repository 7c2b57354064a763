// The opaque origin "null" (sandboxed frames, file: and data: pages) is shared by every such page, so the
// hub never treats it as granted, even when the host's grant list holds it (old data, a buggy host).
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../protocol/constants';
import { createHub, type Hub } from './createHub';
import { FakeHost, connectPage, hubTool } from './test/fakeHost';
import { OPAQUE_ORIGIN, OPAQUE_ORIGIN_MESSAGE, isOriginAllowed } from './opaqueOrigin';

let host: FakeHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new FakeHost();
  host.toolList = [hubTool('read_file')];
  host.granted.add(OPAQUE_ORIGIN);
  hub = createHub(host);
  page = await connectPage(hub, OPAQUE_ORIGIN);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

describe('a page with the opaque origin "null", even when the host lists it as granted', () => {
  it('gets no tool list, and is told why', async () => {
    await expect(page.listTools()).rejects.toMatchObject({
      code: ERROR_CODES.originNotGranted,
      message: expect.stringContaining(OPAQUE_ORIGIN_MESSAGE),
    });
  });

  it('cannot run a tool', async () => {
    await expect(page.callTool({ name: 'read_file', arguments: { path: '/a' } })).rejects.toMatchObject({
      code: ERROR_CODES.originNotGranted,
    });
    expect(host.executions).toHaveLength(0);
    expect(host.updates).toHaveLength(0);
  });

  it('cannot be written to from the sidebar', async () => {
    await page.ping();
    await expect(hub.page.insertText({ text: 'hi' })).rejects.toThrow(OPAQUE_ORIGIN_MESSAGE);
  });
});

describe('isOriginAllowed', () => {
  it('allows only a known, granted, non-opaque origin', () => {
    const granted = { isOriginGranted: (o: string) => o === 'https://chat.example' || o === 'null' };
    expect(isOriginAllowed(granted, 'https://chat.example')).toBe(true);
    expect(isOriginAllowed(granted, 'null')).toBe(false);
    expect(isOriginAllowed(granted, 'https://other.example')).toBe(false);
    expect(isOriginAllowed(granted, undefined)).toBe(false);
  });
});
