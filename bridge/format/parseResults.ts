// The inverse of renderResults: reads <function_result> blocks back from chat text (used by the demo
// assistant and to recognise results the user pasted).
import { decodeEntities } from './scanXml';
import { RESULT_TAG, unescapeResultText } from './renderResult';
import type { ChatResult } from './resultTypes';

const OPEN = `<${RESULT_TAG}`;
const CLOSE = `</${RESULT_TAG}>`;
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"/g;

export function parseResults(text: string): ChatResult[] {
  const results: ChatResult[] = [];
  if (typeof text !== 'string') return results;
  let i = 0;
  for (;;) {
    const open = text.indexOf(OPEN, i);
    if (open < 0) return results;
    const tagEnd = text.indexOf('>', open);
    if (tagEnd < 0) return results;
    if (!/[\s>]/.test(text[open + OPEN.length] ?? '')) {
      i = open + OPEN.length;
      continue;
    }
    const close = text.indexOf(CLOSE, tagEnd);
    if (close < 0) return results;
    const attrs = new Map<string, string>();
    for (const m of text.slice(open + OPEN.length, tagEnd).matchAll(ATTRIBUTE)) {
      attrs.set(m[1] as string, decodeEntities(m[2] as string));
    }
    // renderResult puts the content on its own lines; those two line breaks are layout.
    const body = text
      .slice(tagEnd + 1, close)
      .replace(/^\n/, '')
      .replace(/\n$/, '');
    const result: ChatResult = {
      callId: attrs.get('call_id') ?? '',
      name: attrs.get('name') ?? '',
      text: unescapeResultText(body),
      isError: attrs.get('status') === 'error',
    };
    if (attrs.get('source') === 'page') result.source = 'page';
    results.push(result);
    i = close + CLOSE.length;
  }
}
