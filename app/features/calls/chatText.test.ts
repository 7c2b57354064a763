import { describe, expect, it } from 'vitest';
import type { CallToolResult } from '../../../bridge/connections/types';
import type { CallRecord } from '../../../bridge/hub/types';
import { parseResults } from '../../../bridge/format/parseResults';
import { PAGE_SOURCE_META_KEY } from '../../../bridge/protocol/constants';
import { chatResultOf, chatTextOf } from './chatText';

const call: CallRecord = {
  id: 'record-1',
  source: 'chat',
  meta: { key: 'k', callId: 'call-7', conversation: 'c' },
  exposedName: 'read_graph',
  args: {},
  status: 'done',
  result: { content: [{ type: 'text', text: 'Alice knows Bob' }] },
  startedAt: 1,
};

describe('chatTextOf', () => {
  it("writes the chat's result block, keyed by the AI's call id", () => {
    const [parsed] = parseResults(chatTextOf(call));
    expect(parsed).toMatchObject({
      callId: 'call-7',
      name: 'read_graph',
      text: 'Alice knows Bob',
      isError: false,
    });
  });

  it('keeps the source="page" mark of a page tool\'s answer, as the page writes it', () => {
    const pageCall: CallRecord = {
      ...call,
      result: { content: [{ type: 'text', text: 'form filled' }], _meta: { [PAGE_SOURCE_META_KEY]: 'page' } },
    };
    expect(chatTextOf(pageCall)).toBe(
      '<function_result call_id="call-7" name="read_graph" status="ok" source="page">\nform filled\n</function_result>',
    );
    expect(parseResults(chatTextOf(call))[0]).not.toHaveProperty('source');
  });

  it('falls back to the record id for manual runs and reports errors as errors', () => {
    const { result: _result, meta: _meta, ...manual } = call;
    const [parsed] = parseResults(
      chatTextOf({ ...manual, source: 'manual', status: 'error', error: 'Server unreachable' }),
    );
    expect(parsed).toMatchObject({ callId: 'record-1', isError: true, text: 'Server unreachable' });
  });
});

describe('Copy (chatResultOf) and Insert (chatTextOf) read the result alike', () => {
  const png = { type: 'image' as const, data: 'AAAA', mimeType: 'image/png' };
  it.each<[string, CallToolResult, string]>([
    [
      'structured content only: its JSON',
      { content: [], structuredContent: { count: 2 } },
      '{\n  "count": 2\n}',
    ],
    [
      'a text block with it: the text, its serialized form',
      { content: [{ type: 'text', text: '{"count":2}' }], structuredContent: { count: 2 } },
      '{"count":2}',
    ],
    [
      'media with it: both',
      { content: [png], structuredContent: { count: 2 } },
      '[image image/png, 3 B]\n{\n  "count": 2\n}',
    ],
  ])('%s', (_label, result, text) => {
    const card = { ...call, result };
    expect(chatResultOf(card).text).toBe(text);
    expect(parseResults(chatTextOf(card))[0]?.text).toBe(text);
  });
});
