// Every result is checked against the SDK's result schema before it is stored: the function itself, and
// through the hub, where a malformed answer is stored and returned as an error result.
import type { Client } from '@modelcontextprotocol/client';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SOURCE_META_KEY } from '../protocol/constants';
import { checkToolResult } from './checkToolResult';
import { createHub, type Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, hubTool, textOf } from './test/fakeHost';
import { markFromPage } from './pageTools';

describe('checkToolResult', () => {
  it('passes a valid result through, filling the SDK defaults', () => {
    const ok = { content: [{ type: 'text', text: 'hi' }], isError: false };
    expect(checkToolResult(ok)).toEqual(ok);
    expect(checkToolResult({ structuredContent: { n: 1 } })).toEqual({
      content: [],
      structuredContent: { n: 1 },
    });
  });

  it('turns a malformed result into an error result that says what is wrong', () => {
    expect(checkToolResult({ content: [{ type: 'text' }] })).toEqual({
      content: [
        { type: 'text', text: 'The tool returned a malformed result: content[0]: not a valid content block' },
      ],
      isError: true,
    });
    expect(textOf(checkToolResult('garbage'))).toBe(
      'The tool returned a malformed result: the result: Invalid input: expected object, received string',
    );
    expect(textOf(checkToolResult({ content: 'x' }))).toBe(
      'The tool returned a malformed result: content: Invalid input: expected array, received string',
    );
  });

  it("keeps the hub's page mark on a malformed page result", () => {
    const bad = markFromPage({ content: [{ type: 'image', data: 5 }] } as unknown as CallToolResult);
    expect(checkToolResult(bad)._meta).toEqual({ [PAGE_SOURCE_META_KEY]: 'page' });
  });
});

describe('through the hub', () => {
  let hub: Hub;
  let page: Client;
  afterEach(async () => {
    await page.close();
    await hub.close();
  });

  it('stores and answers a malformed tool result as an error result', async () => {
    const host = new FakeHost();
    host.granted.add(PAGE_ORIGIN);
    host.toolList = [hubTool('read_file')];
    host.executor = async () => ({ content: [{ type: 'text', text: 7 }] }) as unknown as CallToolResult;
    hub = createHub(host);
    page = await connectPage(hub);
    const result = await page.callTool({ name: 'read_file', arguments: { path: '/a' } });
    const message = 'The tool returned a malformed result: content[0]: not a valid content block';
    expect(textOf(result as CallToolResult)).toBe(message);
    const record = [...host.records.values()][0]!;
    expect(record).toMatchObject({ status: 'done', result: { isError: true, content: [{ text: message }] } });
  });
});
