// The result format that goes back into the chat:
//
//   <function_result call_id="1" name="list_directory" status="ok">
//   ...text content...
//   </function_result>
//
// status="error" marks a failed call; source="page" marks a result from a tool of the page itself.
// Content can never forge the closing tag: every `<` + any number of `\` + `/function_result` in the
// content (any case) gets one more backslash, so `</function_result` becomes `<\/function_result`.
// parseResults removes exactly one backslash again, which makes the escaping reversible.
import type { ChatResult } from './resultTypes';

export type { ChatResult } from './resultTypes';

export const RESULT_TAG = 'function_result';

const FORGED_CLOSE = /<(\\*)\/function_result/gi;

export function escapeResultText(text: string): string {
  return text.replace(FORGED_CLOSE, (_m, slashes: string) => `<${slashes}\\/${_m.slice(slashes.length + 2)}`);
}

export function unescapeResultText(text: string): string {
  return text.replace(
    /<(\\+)\/function_result/gi,
    (m, slashes: string) => `<${slashes.slice(1)}${m.slice(slashes.length + 1)}`,
  );
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderResult(r: ChatResult): string {
  const attrs = [
    `call_id="${escapeAttribute(r.callId)}"`,
    `name="${escapeAttribute(r.name)}"`,
    `status="${r.isError ? 'error' : 'ok'}"`,
    ...(r.source === 'page' ? ['source="page"'] : []),
  ];
  return `<${RESULT_TAG} ${attrs.join(' ')}>\n${escapeResultText(r.text)}\n</${RESULT_TAG}>`;
}

/** Several results for one message, in call order, separated by a blank line. */
export function renderResults(rs: ChatResult[]): string {
  return rs.map(renderResult).join('\n\n');
}
