import { describe, expect, it } from 'vitest';
import { scanCalls } from './scanCalls';
import { COMPLETE_LIST_SCAN, LIST_CALL, writeCall } from './testCalls';

const listCall = writeCall(LIST_CALL);

describe('scanCalls on streams and big texts', () => {
  it.each([
    ['one object per line', listCall],
    ['pretty printed', writeCall(LIST_CALL, { indent: 2 })],
    ['glued', `jsonCopy code${writeCall(LIST_CALL, { separator: '' })}`],
    ['CRLF', listCall.replace(/\n/g, '\r\n')],
  ])('a stream cut at any character is never complete nor malformed (%s)', (_label, sample) => {
    for (let cut = 0; cut < sample.length; cut++) {
      const scans = scanCalls(sample.slice(0, cut));
      expect(
        scans.filter((s) => s.kind !== 'incomplete'),
        `cut at ${cut}`,
      ).toEqual([]);
    }
    expect(scanCalls(sample)).toMatchObject([COMPLETE_LIST_SCAN]);
  });

  it('an XML stream cut is complete only once </invoke> is there', () => {
    const sample =
      '<function_calls>\n<invoke name="a" call_id="1">\n<parameter name="x">12</parameter>\n</invoke>\n</function_calls>';
    const closeAt = sample.indexOf('</invoke>') + '</invoke>'.length;
    for (let cut = 0; cut <= sample.length; cut++) {
      const scans = scanCalls(sample.slice(0, cut));
      expect(
        scans.filter((s) => s.kind === 'malformed'),
        `cut at ${cut}`,
      ).toEqual([]);
      const complete = scans.filter((s) => s.kind === 'complete');
      expect(complete, `cut at ${cut}`).toHaveLength(cut >= closeAt ? 1 : 0);
      if (cut >= closeAt) expect(complete[0]).toMatchObject({ call: { params: { x: 12 } } });
    }
  });

  // Speed lives in `npm run bench`; these only prove huge and hostile inputs finish (within the test
  // timeout, which a quadratic scan would blow) and come back well-formed.
  it('reads a 1 MB value', () => {
    const big = 'x'.repeat(1_000_000) + '😀';
    const scans = scanCalls(writeCall({ name: 'write_file', params: { path: '/a', content: big } }));
    expect(scans).toMatchObject([{ kind: 'complete', call: { params: { content: big } } }]);
  });

  it.each([
    ['nested prose braces', '{"a": {"b": x}} '.repeat(70_000)],
    ['unclosed keys', '{"a'.repeat(350_000)],
    ['deep nesting', '{"x":'.repeat(100_000) + '1' + '}'.repeat(100_000)],
    ['deep invalid nesting', '{"x": y'.repeat(100_000) + '}'.repeat(100_000)],
    ['many calls', listCall.repeat(5_000)],
    ['many XML tags', '<invoke name="a"><parameter name="x">'.repeat(30_000)],
  ])('gets through 1 MB of %s', (_label, text) => {
    const scans = scanCalls(text);
    expect(Array.isArray(scans)).toBe(true);
  });

  it('finds 5000 calls in one text', () => {
    expect(scanCalls(listCall.repeat(5_000)).filter((s) => s.kind === 'complete')).toHaveLength(5_000);
  });
});
