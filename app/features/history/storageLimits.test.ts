import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { PAGE_SOURCE_META_KEY } from '../../../bridge/protocol/constants';
import { chatResultOf, chatTextOf } from '../calls/chatText';
import { STORED_RESULT_CHARS, forStorage, settleInterrupted } from './storageLimits';

const call = (text: string): CallRecord => ({
  id: 'c1',
  source: 'chat',
  exposedName: 'huge',
  args: {},
  status: 'done',
  result: { content: [{ type: 'text', text }] },
  startedAt: 1,
});

describe('storage limits', () => {
  it('cuts a large result in the saved history and says so', () => {
    const stored = forStorage(call('h'.repeat(10 * 1024 * 1024)));
    const text = (stored.result?.content[0] as { text: string }).text;
    expect(text.length).toBeLessThan(STORED_RESULT_CHARS + 200);
    expect(text).toMatch(/result cut to 20000 of 10485760 characters/);
  });

  it('keeps a large result as the text its card copies: media described, embedded text and structured content kept', () => {
    const original: CallRecord = {
      ...call(''),
      result: {
        content: [
          { type: 'image', data: 'A'.repeat(30_000), mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'file:///notes.md', text: 'the notes' } },
        ],
        structuredContent: { pages: 3 },
      },
    };
    const stored = forStorage(original);
    expect(JSON.stringify(stored).length).toBeLessThan(1000);
    expect(chatResultOf(stored).text).toBe('[image image/png, 22 KB]\nthe notes\n{\n  "pages": 3\n}');
    expect(chatResultOf(stored).text).toBe(chatResultOf(original).text);
  });

  it('keeps a cut page tool\'s error flag and source mark, so Insert still writes source="page"', () => {
    const original: CallRecord = {
      ...call('p'.repeat(STORED_RESULT_CHARS * 2)),
      result: {
        content: [{ type: 'text', text: 'p'.repeat(STORED_RESULT_CHARS * 2) }],
        isError: true,
        _meta: { [PAGE_SOURCE_META_KEY]: 'page' },
      },
    };
    const stored = forStorage(original);
    expect(chatTextOf(stored)).toMatch(
      /^<function_result call_id="c1" name="huge" status="error" source="page">\n/,
    );
    expect(chatResultOf(stored).text).toMatch(/^p{20000}\n\[… result cut to 20000 of 40000 characters/);
  });

  it('keeps a small result as it is', () => {
    const small = call('ok');
    expect(forStorage(small)).toBe(small);
  });

  it('marks a call that was still pending or running as interrupted, and leaves finished ones alone', () => {
    const running: CallRecord = { ...call('x'), status: 'running' };
    expect(settleInterrupted(running)).toMatchObject({ status: 'error', retryable: false });
    expect(settleInterrupted(running).error).toMatch(/Interrupted/);
    const done = call('x');
    expect(settleInterrupted(done)).toBe(done);
  });
});
