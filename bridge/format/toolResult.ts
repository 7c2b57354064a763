// Turns an MCP tool result (plain data; no SDK types here) into text. This is the one result-to-text, run in the
// sidebar: the hub sends it with a chat's result for the page to write back, and the sidebar card copies and
// inserts it, so the AI and the user read the same.
import { CHAT_TEXT_META_KEY, PAGE_SOURCE_META_KEY } from '../protocol/constants';
import type { ChatResult } from './resultTypes';
import { base64Bytes } from './chatFiles';
import { errorText } from './errorText';

/** The fields of an MCP CallToolResult that become text. They come from a server or a page: untrusted. */
export interface ToolResultData {
  content?: unknown[] | undefined;
  isError?: boolean | undefined;
  structuredContent?: unknown;
  /** The hub marks the answer of a tool of the page itself (WebMCP) here, under PAGE_SOURCE_META_KEY. */
  _meta?: Record<string, unknown> | undefined;
}

export function errorResult(callId: string, name: string, message: string): ChatResult {
  return { callId, name, text: message, isError: true };
}

/** The result as the chat reads it; a page tool's answer keeps its source="page" mark, wherever it is written. */
export const chatResultFromToolResult = (callId: string, name: string, result: ToolResultData): ChatResult =>
  chatResult(callId, name, result, () => toolResultText(result));

/**
 * A chat's tools/call result as the hub answers it: with its chat text in `_meta`, so the page writes what the
 * sidebar card copies without a formatter of its own (the page bundle has no room for one).
 */
export function withChatText<R extends ToolResultData>(result: R): R {
  const chat = chatResultFromToolResult('', '', result);
  return {
    ...result,
    ...(chat.isError && { isError: true }),
    _meta: { ...result._meta, [CHAT_TEXT_META_KEY]: chat.text },
  };
}

/** The page's reading of a result the hub answered (withChatText). */
export const chatResultFromHub = (callId: string, name: string, result: ToolResultData): ChatResult =>
  chatResult(callId, name, result, () => String(result._meta?.[CHAT_TEXT_META_KEY] ?? ''));

function chatResult(callId: string, name: string, result: ToolResultData, text: () => string): ChatResult {
  try {
    const chat: ChatResult = { callId, name, text: text(), isError: result.isError === true };
    if (result._meta?.[PAGE_SOURCE_META_KEY] === 'page') chat.source = 'page';
    return chat;
  } catch (e) {
    return errorResult(callId, name, `could not read the tool result: ${errorText(e)}`);
  }
}

/**
 * One line (or more) per content block, in order. MCP asks a tool with an outputSchema to repeat its
 * structuredContent as JSON in a text block; without any text block, the JSON is added here so it is not lost.
 */
export function toolResultText(result: ToolResultData): string {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const lines = blocks.map(blockText).filter((line) => line !== undefined);
  const hasText = blocks.some((block) => (block as { type?: unknown } | null)?.type === 'text');
  if (!hasText && result.structuredContent !== undefined) lines.push(stringify(result.structuredContent));
  return lines.join('\n');
}

/** One content block as text: media and binary data as a short description. Not a block at all: undefined. */
export function blockText(block: unknown): string | undefined {
  if (typeof block !== 'object' || block === null) return undefined;
  const b = block as Record<string, unknown>;
  switch (b['type']) {
    case 'text':
      return str(b['text']);
    case 'image':
    case 'audio':
      return `[${b['type']} ${str(b['mimeType']) || 'unknown type'}, ${formatSize(base64Bytes(b['data']))}]`;
    case 'resource_link':
      return `[resource: ${[str(b['name']), str(b['uri'])].filter(Boolean).join(' ')}]`;
    case 'resource': {
      const r = (b['resource'] ?? {}) as Record<string, unknown>;
      if (typeof r['text'] === 'string') return r['text'];
      return `[resource: ${str(r['uri'])} ${str(r['mimeType']) || 'binary'}, ${formatSize(base64Bytes(r['blob']))}]`;
    }
    default:
      return `[unsupported content: ${str(b['type']) || 'unknown'}]`;
  }
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function stringify(v: unknown): string {
  try {
    return JSON.stringify(v, null, 2) ?? String(v);
  } catch {
    return String(v);
  }
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
