// Turns an MCP tool result (plain data; no SDK types here) into the text that goes back into the chat.
import type { ChatResult } from './resultTypes';

export function errorResult(callId: string, name: string, message: string): ChatResult {
  return { callId, name, text: message, isError: true };
}

export function chatResultFromToolResult(
  callId: string,
  name: string,
  result: { content?: unknown[]; isError?: boolean; structuredContent?: unknown },
): ChatResult {
  try {
    const lines: string[] = [];
    let hasText = false;
    for (const block of Array.isArray(result?.content) ? result.content : []) {
      const line = describeBlock(block);
      if (line.isText) hasText = true;
      if (line.text !== undefined) lines.push(line.text);
    }
    if (!hasText && result.structuredContent !== undefined) lines.push(stringify(result.structuredContent));
    return { callId, name, text: lines.join('\n'), isError: result.isError === true };
  } catch (e) {
    return errorResult(
      callId,
      name,
      `could not read the tool result: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

function describeBlock(block: unknown): { text?: string; isText: boolean } {
  if (typeof block !== 'object' || block === null) return { isText: false };
  const b = block as Record<string, unknown>;
  switch (b['type']) {
    case 'text':
      return { text: str(b['text']), isText: true };
    case 'image':
    case 'audio':
      return {
        text: `[${b['type']} ${str(b['mimeType']) || 'unknown type'}, ${formatSize(base64Bytes(b['data']))}]`,
        isText: false,
      };
    case 'resource_link':
      return {
        text: `[resource: ${[str(b['name']), str(b['uri'])].filter(Boolean).join(' ')}]`,
        isText: false,
      };
    case 'resource': {
      const r = (typeof b['resource'] === 'object' && b['resource'] !== null ? b['resource'] : {}) as Record<
        string,
        unknown
      >;
      if (typeof r['text'] === 'string') return { text: r['text'], isText: true };
      const kind = str(r['mimeType']) || 'binary';
      return {
        text: `[resource: ${str(r['uri'])} ${kind}, ${formatSize(base64Bytes(r['blob']))}]`,
        isText: false,
      };
    }
    default:
      return { text: `[unsupported content: ${str(b['type']) || 'unknown'}]`, isText: false };
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

/** Decoded size of base64 data, without decoding it. */
export function base64Bytes(data: unknown): number {
  if (typeof data !== 'string') return 0;
  const clean = data.replace(/[^A-Za-z0-9+/=_-]/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
