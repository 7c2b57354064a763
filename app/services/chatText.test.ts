import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../bridge/hub/types';
import { parseResults } from '../../bridge/format';
import { chatTextOf } from './chatText';

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

  it('falls back to the record id for manual runs and reports errors as errors', () => {
    const { result: _result, meta: _meta, ...manual } = call;
    const [parsed] = parseResults(
      chatTextOf({ ...manual, source: 'manual', status: 'error', error: 'Server unreachable' }),
    );
    expect(parsed).toMatchObject({ callId: 'record-1', isError: true, text: 'Server unreachable' });
  });
});
