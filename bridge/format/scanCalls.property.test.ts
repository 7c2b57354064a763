import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_MARK } from './callMark';
import { readyScans, scanCalls } from './scanCalls';
import { COPY_LABELS, LANGUAGE_TAGS, writeCall } from './testCalls';
import type { CallSpec } from './testCalls';

const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string());
const spec: fc.Arbitrary<CallSpec> = fc.record(
  {
    name: text.filter((s) => s.trim() === s && s !== ''),
    callId: fc.oneof(fc.nat(), fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)),
    description: text,
    params: fc.dictionary(
      text.filter((k) => k !== ''),
      fc.jsonValue(),
      { maxKeys: 6 },
    ),
  },
  { requiredKeys: ['name', 'callId', 'params'] },
);
const layout = fc.record({
  indent: fc.constantFrom(undefined, 2, '\t', '\u00a0\u00a0'),
  separator: fc.constantFrom('\n', '\r\n', '', ' ', '\n\n'),
  prefix: fc.constantFrom(
    '',
    ...LANGUAGE_TAGS.flatMap((tag) => COPY_LABELS.map((label) => `${tag}${label}`)),
    '```jsonl\n',
  ),
  suffix: fc.constantFrom('', '\n```', 'Copy code', '\n\nI will wait for the result.'),
});

/** Pieces of the call formats that are not the mark. */
const NEAR_MARKS = [
  '"type": "function_call_end"',
  '"function_call_sta"',
  'function_call',
  '<function_calls>',
  '</function_calls>',
  '<invok',
  '<Invoke name="a">',
  '</invoke>',
  '<parameter name="x">1</parameter>',
  '{"type": "parameter", "key": "a", "value": 1}',
  '{"type": "description", "text": "d"}',
];

const callish = fc.string({
  unit: fc.constantFrom(
    '{',
    '}',
    '"',
    '\\',
    '\n',
    ' ',
    ':',
    ',',
    '"type"',
    '"function_call_start"',
    '"function_call_end"',
    '"parameter"',
    '"key"',
    '"value"',
    '"name"',
    '1',
    '<invoke name="a">',
    '</invoke>',
    '<parameter name="x">',
    '</parameter>',
    '\u201c',
    'x',
  ),
  maxLength: 80,
});

/** What the parser should return: the call as JSON would carry it (e.g. -0 becomes 0). */
function expectedCall(s: CallSpec) {
  return {
    callId: String(s.callId),
    name: s.name,
    ...(s.description !== undefined && { description: s.description }),
    params: JSON.parse(JSON.stringify(s.params ?? {})) as Record<string, unknown>,
    format: 'jsonl',
  };
}

describe('scanCalls properties', () => {
  it('finds exactly the call that was written, whatever the layout', () => {
    fc.assert(
      fc.property(spec, layout, (s, l) => {
        const written = `${l.prefix}${writeCall(s, { indent: l.indent, separator: l.separator })}${l.suffix}`;
        const scans = scanCalls(written);
        expect(scans).toHaveLength(1);
        expect(scans[0]).toMatchObject({ kind: 'complete', call: expectedCall(s) });
        const scan = scans[0];
        if (scan?.kind === 'complete')
          expect(Object.keys(scan.call.params)).toEqual(Object.keys(s.params ?? {}));
      }),
      { numRuns: 400 },
    );
  });

  it('finds several calls in order', () => {
    fc.assert(
      fc.property(
        fc.array(spec, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('\n', '\n\nNext:\n', ''),
        (specs, between) => {
          const scans = scanCalls(specs.map((s) => writeCall(s)).join(between));
          expect(scans.map((x) => (x.kind === 'complete' ? x.call : x))).toMatchObject(
            specs.map(expectedCall),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a prefix is never complete (the full call ends with its closing brace)', () => {
    fc.assert(
      fc.property(spec, layout, fc.double({ min: 0, max: 1, noNaN: true }), (s, l, at) => {
        const written = `${l.prefix}${writeCall(s, { indent: l.indent, separator: l.separator })}`;
        const cut = Math.floor(at * (written.length - 1));
        const scans = scanCalls(written.slice(0, cut));
        expect(scans.filter((x) => x.kind !== 'incomplete')).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('never throws and keeps offsets inside the text, on any string', () => {
    fc.assert(
      fc.property(fc.oneof(text, callish), (input) => {
        const scans = scanCalls(input);
        for (const scan of scans) {
          expect(scan.start).toBeGreaterThanOrEqual(0);
          expect(scan.start).toBeLessThanOrEqual(input.length);
          if (scan.kind !== 'incomplete') expect(scan.end).toBeLessThanOrEqual(input.length);
          if (scan.kind === 'malformed') expect(scan.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  // The page sends the sidebar only the code blocks with the mark: a text without it must have nothing to run.
  it("finds a finished call only in a text with a call's mark (CALL_MARK)", () => {
    const unmarked = fc
      .oneof(text, callish, fc.string({ unit: fc.constantFrom(...NEAR_MARKS, ' ', '\n', '{', '}') }))
      .filter((input) => !CALL_MARK.test(input));
    fc.assert(
      fc.property(unmarked, (input) => {
        expect(readyScans(input)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(spec, layout, (s, l) => {
        const written = `${l.prefix}${writeCall(s, { indent: l.indent, separator: l.separator })}`;
        expect(CALL_MARK.test(written)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
