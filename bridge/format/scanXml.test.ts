import { describe, expect, it } from 'vitest';
import { scanCalls } from './scanCalls';
import { writeCall } from './testCalls';

const listCall = writeCall({ name: 'list_directory', params: { path: '/project', depth: 2 } });
const completeList = { kind: 'complete', call: { callId: '1', name: 'list_directory', format: 'jsonl' } };

const cases: { name: string; text: string; expected: Record<string, unknown>[]; error?: string }[] = [
  {
    name: 'the legacy XML format',
    text: '<function_calls>\n<invoke name="read_file" call_id="3">\n<parameter name="path">/a &amp; b</parameter>\n<parameter name="n">42</parameter>\n<parameter name="o">{"k": [1]}</parameter>\n</invoke>\n</function_calls>',
    expected: [
      {
        kind: 'complete',
        call: {
          callId: '3',
          name: 'read_file',
          params: { path: '/a & b', n: 42, o: { k: [1] } },
          format: 'xml',
        },
      },
    ],
  },
  {
    name: 'XML entities and a description',
    text: '<invoke name="w"><description>Write it</description><parameter name="s">&lt;b&gt; &quot;x&quot;</parameter></invoke>',
    expected: [{ kind: 'complete', call: { name: 'w', description: 'Write it', params: { s: '<b> "x"' } } }],
  },
  {
    name: 'XML without name',
    text: '<invoke call_id="1"><parameter name="a">1</parameter></invoke>',
    expected: [{ kind: 'malformed', callId: '1' }],
    error: 'no tool "name"',
  },
  {
    name: 'XML duplicated parameter',
    text: '<invoke name="a"><parameter name="x">1</parameter><parameter name="x">2</parameter></invoke>',
    expected: [{ kind: 'malformed', name: 'a' }],
    error: '"x" is given twice',
  },
  {
    name: 'XML parameter without name',
    text: '<invoke name="a"><parameter>1</parameter></invoke>',
    expected: [{ kind: 'malformed' }],
    error: 'without a "name"',
  },
  {
    name: 'XML cut mid-stream',
    text: '<function_calls>\n<invoke name="a" call_id="2">\n<parameter name="x">1',
    expected: [{ kind: 'incomplete', name: 'a', callId: '2' }],
  },
  {
    name: 'XML wrapper only',
    text: 'Calling now.\n<function_calls>\n<inv',
    expected: [{ kind: 'incomplete' }],
  },
  {
    name: 'JSONL then XML',
    text: `${listCall}\n<invoke name="b" call_id="2"><parameter name="q">x</parameter></invoke>`,
    expected: [completeList, { kind: 'complete', call: { name: 'b', format: 'xml', params: { q: 'x' } } }],
  },
  {
    name: 'XML quoted inside a JSONL value is not a call',
    text: writeCall({ name: 'w', params: { doc: '<invoke name="x"></invoke>' } }),
    expected: [{ kind: 'complete', call: { name: 'w', format: 'jsonl' } }],
  },
  {
    name: 'XML parameter text that is not JSON stays a string, minus layout line breaks',
    text: '<invoke name="w">\n<parameter name="s">\nline 1\nline 2\n</parameter>\n<parameter name="t">  spaced  </parameter>\n</invoke>',
    expected: [{ kind: 'complete', call: { params: { s: 'line 1\nline 2', t: '  spaced  ' } } }],
  },
  {
    name: 'XML numeric entities',
    text: '<invoke name="w"><parameter name="s">&#60;&#x1F600;</parameter></invoke>',
    expected: [{ kind: 'complete', call: { params: { s: '<\u{1F600}' } } }],
  },
  {
    name: 'XML parameter not closed',
    text: '<invoke name="a"><parameter name="x">1</invoke>',
    expected: [{ kind: 'malformed', name: 'a' }],
    error: 'has no </parameter>',
  },
  {
    name: 'XML <parameters> is not a parameter tag',
    text: '<invoke name="a"><parameters/><parameter name="x">1</parameter></invoke>',
    expected: [{ kind: 'complete', call: { params: { x: 1 } } }],
  },
  {
    name: 'two XML calls',
    text: '<function_calls><invoke name="a" call_id="1"></invoke><invoke name="b" call_id="2"></invoke></function_calls>',
    expected: [
      { kind: 'complete', call: { name: 'a', callId: '1' } },
      { kind: 'complete', call: { name: 'b', callId: '2' } },
    ],
  },
];

describe('scanCalls with the legacy XML format', () => {
  it.each(cases)('$name', ({ text, expected, error }) => {
    const scans = scanCalls(text);
    expect(scans).toMatchObject(expected);
    expect(scans).toHaveLength(expected.length);
    for (const scan of scans) if (scan.kind === 'malformed') expect(scan.error).toContain(error ?? '');
  });
});
