import { describe, expect, it } from 'vitest';
import { scanCalls } from './scanCalls';
import type { CallScan } from './types';
import { COMPLETE_LIST_SCAN, COPY_LABELS, LANGUAGE_TAGS, LIST_CALL, writeCall } from './testCalls';

const listCall = writeCall(LIST_CALL);

interface Case {
  name: string;
  text: string;
  /** Partial shapes of the expected scans, in order. */
  expected: Partial<CallScan>[] | Record<string, unknown>[];
  /** Substring each malformed error must contain. */
  error?: string;
}

const start = '{"type": "function_call_start", "name": "read_file", "call_id": 7}';
const end = '{"type": "function_call_end", "call_id": 7}';
const param = (key: string, value: string) => `{"type": "parameter", "key": "${key}", "value": ${value}}`;
const malformed = (error: string) => ({
  expected: [{ kind: 'malformed', name: 'read_file', callId: '7' }],
  error,
});

const cases: Case[] = [
  { name: 'the canonical call', text: listCall, expected: [COMPLETE_LIST_SCAN] },
  { name: 'plain text', text: 'Hello! How can I help you today?', expected: [] },
  { name: 'empty text', text: '', expected: [] },
  {
    name: 'prose around the block',
    text: `Let me look.\n\n${listCall}\n\nI will wait.`,
    expected: [COMPLETE_LIST_SCAN],
  },
  { name: 'markdown fences', text: '```jsonl\n' + listCall + '\n```', expected: [COMPLETE_LIST_SCAN] },
  ...COPY_LABELS.flatMap((label) =>
    ['json', 'JSONL'].map((tag) => ({
      name: `"${tag}${label}" glued before`,
      text: `${tag}${label}${listCall}`,
      expected: [COMPLETE_LIST_SCAN],
    })),
  ),
  {
    name: 'label on its own line before',
    text: `json\nCopy code\n${listCall}`,
    expected: [COMPLETE_LIST_SCAN],
  },
  { name: 'label glued after the end', text: `${listCall}Copy code`, expected: [COMPLETE_LIST_SCAN] },
  {
    name: 'language tag glued between lines',
    text: listCall.replace('\n', 'json\n'),
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'pretty printed objects',
    text: writeCall(LIST_CALL, { indent: 2 }),
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'several objects on one line',
    text: writeCall(LIST_CALL, { separator: ' ' }),
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'objects glued without separator',
    text: writeCall(LIST_CALL, { separator: '' }),
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'CRLF line ends',
    text: writeCall(LIST_CALL, { separator: '\r\n', indent: 1 }).replace(/\n/g, '\r\n'),
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'non-breaking spaces between tokens',
    text: listCall.replace(/: /g, ':\u00a0').replace(/, /g, ',\u00a0'),
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'non-breaking spaces inside a value are kept',
    text: writeCall({ name: 'w', params: { s: 'a\u00a0b' } }).replace(/: /g, ':\u00a0'),
    expected: [{ kind: 'complete', call: { name: 'w', params: { s: 'a\u00a0b' } } }],
  },
  {
    name: 'smart quotes are not fixed',
    text: listCall.replace(/"/g, '\u201d'),
    expected: [{ kind: 'malformed' }],
    error: 'straight double quotes',
  },
  {
    name: 'smart quotes on one line only',
    text: [start, param('path', '"/a"').replace(/"/g, '\u201c'), end].join('\n'),
    ...malformed('invalid JSON'),
  },
  {
    name: 'start without end (cut)',
    text: [start, param('path', '"/a"')].join('\n'),
    expected: [{ kind: 'incomplete', name: 'read_file', callId: '7' }],
  },
  {
    name: 'half object at the end',
    text: [start, '{"type": "parameter", "key": "pa'].join('\n'),
    expected: [{ kind: 'incomplete', name: 'read_file', callId: '7' }],
  },
  {
    name: 'half start object',
    text: '{"type": "function_call_start", "name": "read_file", "call',
    expected: [{ kind: 'incomplete', name: 'read_file' }],
  },
  {
    name: 'invalid JSON between start and end',
    text: [start, param('path', '/a'), end].join('\n'),
    ...malformed('invalid JSON'),
  },
  {
    name: 'trailing comma',
    text: [start, '{"type": "parameter", "key": "a", "value": 1,}', end].join('\n'),
    ...malformed('invalid JSON'),
  },
  {
    name: 'missing closing brace on a line',
    text: [start, param('path', '"/a"').slice(0, -1), end].join('\n'),
    ...malformed('missing closing brace'),
  },
  {
    name: 'raw line break in a string',
    text: [start, '{"type": "parameter", "key": "a", "value": "x', 'y"}', end].join('\n'),
    ...malformed('line break inside a string'),
  },
  {
    name: 'missing name',
    text: ['{"type": "function_call_start", "call_id": 7}', end].join('\n'),
    expected: [{ kind: 'malformed', callId: '7' }],
    error: 'no tool "name"',
  },
  {
    name: 'empty name',
    text: ['{"type": "function_call_start", "name": " ", "call_id": 7}', end].join('\n'),
    expected: [{ kind: 'malformed' }],
    error: 'no tool "name"',
  },
  {
    name: 'end call_id does not match',
    text: [start, '{"type": "function_call_end", "call_id": 8}'].join('\n'),
    ...malformed('does not match'),
  },
  {
    name: 'duplicated parameter key',
    text: [start, param('a', '1'), param('a', '2'), end].join('\n'),
    ...malformed('"a" is given twice'),
  },
  {
    name: 'parameter without key',
    text: [start, '{"type": "parameter", "value": 1}', end].join('\n'),
    ...malformed('no "key"'),
  },
  {
    name: 'parameter with empty key',
    text: [start, '{"type": "parameter", "key": "", "value": 1}', end].join('\n'),
    ...malformed('no "key"'),
  },
  {
    name: 'parameter without value',
    text: [start, '{"type": "parameter", "key": "a"}', end].join('\n'),
    ...malformed('"a" has no "value"'),
  },
  {
    name: 'unknown line type',
    text: [start, '{"type": "param", "key": "a", "value": 1}', end].join('\n'),
    ...malformed('unknown line type "param"'),
  },
  {
    name: 'line without type',
    text: [start, '{"key": "a", "value": 1}', end].join('\n'),
    ...malformed('without a "type"'),
  },
  {
    name: '"description" instead of "text" is accepted',
    text: [start, '{"type": "description", "description": "Read it"}', end].join('\n'),
    expected: [{ kind: 'complete', call: { description: 'Read it' } }],
  },
  {
    name: 'description without text',
    text: [start, '{"type": "description"}', end].join('\n'),
    ...malformed('no "text"'),
  },
  {
    name: 'a second start before the end',
    text: [start, writeCall({ name: 'b', callId: 8 })].join('\n'),
    expected: [
      { kind: 'malformed', name: 'read_file' },
      { kind: 'complete', call: { name: 'b', callId: '8' } },
    ],
    error: 'no function_call_end',
  },
  {
    name: 'two calls in order',
    text: `${listCall}\nthen\n${writeCall({ name: 'b', callId: 2, params: { q: 'x' } })}`,
    expected: [
      COMPLETE_LIST_SCAN,
      { kind: 'complete', call: { name: 'b', callId: '2', params: { q: 'x' } } },
    ],
  },
  {
    name: 'a malformed call then a good one',
    text: [start, param('a', 'nope'), end, listCall].join('\n'),
    expected: [{ kind: 'malformed', name: 'read_file' }, COMPLETE_LIST_SCAN],
    error: 'invalid JSON',
  },
  {
    name: 'string call ids',
    text: writeCall({ name: 'a', callId: 'call-9' }),
    expected: [{ kind: 'complete', call: { callId: 'call-9' } }],
  },
  {
    name: 'call id 1 and "1" match',
    text: writeCall({ name: 'a', callId: 1, endCallId: '1' }),
    expected: [{ kind: 'complete', call: { callId: '1' } }],
  },
  {
    name: 'no call_id: numbered by position',
    text: [
      '{"type":"function_call_start","name":"a"}',
      '{"type":"function_call_end"}',
      '{"type":"function_call_start","name":"b"}',
      '{"type":"function_call_end"}',
    ].join('\n'),
    expected: [
      { kind: 'complete', call: { name: 'a', callId: '1' } },
      { kind: 'complete', call: { name: 'b', callId: '2' } },
    ],
  },
  {
    name: 'every JSON value type and unicode',
    text: writeCall({
      name: 'w',
      params: {
        s: '日本語 😀 "q" {x} \\ </x>',
        n: -1.5e3,
        b: false,
        z: null,
        a: [1, [2]],
        o: { k: { deep: 'v' } },
      },
    }),
    expected: [
      {
        kind: 'complete',
        call: {
          params: {
            s: '日本語 😀 "q" {x} \\ </x>',
            n: -1500,
            b: false,
            z: null,
            a: [1, [2]],
            o: { k: { deep: 'v' } },
          },
        },
      },
    ],
  },
  {
    name: 'a call written inside a value stays a value',
    text: writeCall({ name: 'w', params: { content: writeCall({ name: 'inner' }) } }),
    expected: [{ kind: 'complete', call: { name: 'w', params: { content: writeCall({ name: 'inner' }) } } }],
  },
  {
    name: 'no parameters',
    text: writeCall({ name: 'read_graph' }),
    expected: [{ kind: 'complete', call: { name: 'read_graph', params: {} } }],
  },
  {
    name: 'stray lines outside a call are ignored',
    text: `${param('a', '1')}\n${end}\n{"a": 1}`,
    expected: [],
  },
  {
    name: 'code with braces before the call',
    text: `function f() {\n  if (x) { return {"a": 1}; }\n\n${listCall}`,
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'unclosed prose brace before the call',
    text: `Use {"path" like this:\n${listCall}`,
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'unclosed prose brace ending in a comma',
    text: `Pairs like {"key", "value"} or {"path",\n${listCall}`,
    expected: [COMPLETE_LIST_SCAN],
  },
  {
    name: 'unclosed prose brace on the same line',
    text: `Call {"x": ${listCall.replace(/\n/g, ' ')}`,
    expected: [COMPLETE_LIST_SCAN],
  },
];

describe('scanCalls', () => {
  it.each(cases)('$name', ({ text, expected, error }) => {
    const scans = scanCalls(text);
    expect(scans).toMatchObject(expected);
    expect(scans).toHaveLength(expected.length);
    for (const scan of scans) {
      if (scan.kind === 'malformed') expect(scan.error).toContain(error ?? '');
      if (scan.kind !== 'incomplete') expect(scan.end).toBeLessThanOrEqual(text.length);
      expect(scan.start).toBeGreaterThanOrEqual(0);
    }
  });

  it('all copy labels and language tags together', () => {
    for (const label of COPY_LABELS) {
      for (const tag of LANGUAGE_TAGS) {
        expect(scanCalls(`${tag}${label}${listCall}${label}`)).toMatchObject([COMPLETE_LIST_SCAN]);
      }
    }
  });

  it('start and end point at the call text', () => {
    const text = `Sure.\n${listCall}\nDone.`;
    const [scan] = scanCalls(text);
    if (scan?.kind !== 'complete') throw new Error('expected a complete call');
    expect(text.slice(scan.start, scan.end)).toBe(listCall);
  });

  it('keeps __proto__ as a plain parameter', () => {
    const [scan] = scanCalls(
      writeCall({ name: 'a' }).replace('\n', '\n{"type":"parameter","key":"__proto__","value":{"x":1}}\n'),
    );
    if (scan?.kind !== 'complete') throw new Error('expected a complete call');
    expect(Object.getPrototypeOf(scan.call.params)).toBe(Object.prototype);
    expect(Object.keys(scan.call.params)).toEqual(['__proto__']);
  });

  it('never throws on non-string input', () => {
    expect(scanCalls(undefined as unknown as string)).toEqual([]);
    expect(scanCalls(42 as unknown as string)).toEqual([]);
  });
});
