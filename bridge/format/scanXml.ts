// The legacy XML call format:
// <function_calls><invoke name=".." call_id=".."><parameter name="..">..</parameter></invoke></function_calls>
import { callIdOf, setOwn } from './partialFields';
import { idsOf, readyScan } from './readyScan';
import type { CallScan } from './types';

const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(ENTITY, (whole, body: string) => {
    const named = NAMED[body.toLowerCase()];
    if (named !== undefined) return named;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(ATTRIBUTE)) setOwn(out, m[1] as string, decodeEntities(m[2] ?? m[3] ?? ''));
  return out;
}

/** A parameter's text: JSON when it parses (numbers, objects...), else the string itself. */
function parameterValue(inner: string): unknown {
  const text = decodeEntities(inner);
  const trimmed = text.trim();
  if (trimmed !== '') {
    try {
      return JSON.parse(trimmed);
    } catch {
      // Plain text, not JSON.
    }
  }
  // One line break right after the open tag and before the close tag is layout, not content.
  return text.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
}

export function scanXml(text: string): CallScan[] {
  const scans: CallScan[] = [];
  let i = 0;
  for (;;) {
    const start = text.indexOf('<invoke', i);
    if (start < 0) break;
    const after = text[start + 7];
    if (after !== undefined && !/[\s>/]/.test(after)) {
      i = start + 7;
      continue;
    }
    const tagEnd = text.indexOf('>', start);
    const attrs = attributes(text.slice(start + 7, tagEnd < 0 ? undefined : tagEnd));
    const name = attrs['name']?.trim() || undefined;
    const callId = callIdOf(attrs['call_id']);
    const close = tagEnd < 0 ? -1 : text.indexOf('</invoke>', tagEnd);
    if (close < 0) {
      scans.push({ kind: 'incomplete', ...idsOf({ callId, name }), start });
      return scans;
    }
    const end = close + '</invoke>'.length;
    const body = parseBody(text.slice(tagEnd + 1, close));
    const error = name === undefined ? 'invoke has no tool "name"' : body.error;
    scans.push(readyScan({ ...body, callId, name, error }, 'xml', start, end));
    i = end;
  }
  // An opened <function_calls> with nothing in it yet is a call being written.
  const wrapper = text.lastIndexOf('<function_calls>');
  if (wrapper >= i && !text.includes('</function_calls>', wrapper))
    scans.push({ kind: 'incomplete', start: wrapper });
  return scans;
}

interface Body {
  params: Record<string, unknown>;
  description?: string;
  error?: string;
}

function parseBody(body: string): Body {
  const out: Body = { params: {} };
  const description = /<description>([\s\S]*?)<\/description>/.exec(body)?.[1];
  if (description !== undefined) out.description = decodeEntities(description).trim();
  let i = 0;
  for (;;) {
    const open = body.indexOf('<parameter', i);
    if (open < 0) return out;
    if (/[\w-]/.test(body[open + 10] ?? '')) {
      i = open + 10; // <parameters> or similar: not a parameter tag.
      continue;
    }
    const tagEnd = body.indexOf('>', open);
    if (tagEnd < 0) return { ...out, error: 'parameter tag is not closed' };
    const key = attributes(body.slice(open + 10, tagEnd))['name'];
    const close = body.indexOf('</parameter>', tagEnd);
    if (!key) return { ...out, error: 'parameter without a "name"' };
    if (close < 0) return { ...out, error: `parameter "${key}" has no </parameter>` };
    if (Object.hasOwn(out.params, key)) return { ...out, error: `parameter "${key}" is given twice` };
    setOwn(out.params, key, parameterValue(body.slice(tagEnd + 1, close)));
    i = close + '</parameter>'.length;
  }
}
