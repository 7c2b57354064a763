// The one gate every tool result passes before it is stored or shown: server results, page (WebMCP)
// results and manual runs. A result the SDK's schema rejects would throw on every render of its call
// card, so it is replaced by an error result that says what was wrong.
import { CallToolResultSchema } from '@modelcontextprotocol/core';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { isRecord } from '../format/isRecord';
import { PAGE_SOURCE_META_KEY } from '../protocol/constants';
import { textResult } from './callMessages';
import { markFromPage } from './pageTools';

export const MALFORMED_RESULT = 'The tool returned a malformed result';

export function checkToolResult(result: unknown): CallToolResult {
  const parsed = CallToolResultSchema.safeParse(result);
  if (parsed.success) return parsed.data as CallToolResult;
  const problems = parsed.error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    const where = path === '' ? 'the result' : path.replace(/^\./, '');
    // A content block that fits no block type fails the whole union with a bare "Invalid input".
    const what =
      issue.message === 'Invalid input' && issue.path[0] === 'content'
        ? 'not a valid content block'
        : issue.message;
    return `${where}: ${what}`;
  });
  const error = textResult(`${MALFORMED_RESULT}: ${problems.join('; ')}`, true);
  // Our own mark (set by the hub, not the page) still says where the answer came from.
  const fromPage =
    isRecord(result) && isRecord(result['_meta']) && result['_meta'][PAGE_SOURCE_META_KEY] === 'page';
  return fromPage ? markFromPage(error) : error;
}
