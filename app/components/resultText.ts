// Plain-text view of a tool result, for Copy and for the fallback of "Insert into chat".
import type { CallToolResult } from '../../bridge/connections/types';

type Block = CallToolResult['content'][number];

export function blockText(block: Block): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
    case 'audio':
      return `[${block.type}: ${block.mimeType}]`;
    case 'resource_link':
      return `[resource: ${block.uri}]`;
    case 'resource':
      return 'text' in block.resource ? block.resource.text : `[resource: ${block.resource.uri}]`;
    default:
      return JSON.stringify(block);
  }
}

export function resultText(result: CallToolResult | undefined): string {
  if (!result) return '';
  const parts = result.content.map(blockText);
  if (parts.length === 0 && result.structuredContent !== undefined) {
    parts.push(JSON.stringify(result.structuredContent, null, 2));
  }
  return parts.join('\n\n');
}

/** Only base64 raster/vector images become <img>, and only through a data: URL we build ourselves. */
export function imageDataUrl(block: Block): string | null {
  if (block.type !== 'image') return null;
  if (!/^image\/[a-z0-9.+-]+$/i.test(block.mimeType)) return null;
  if (!/^[A-Za-z0-9+/=\s]+$/.test(block.data)) return null;
  return `data:${block.mimeType};base64,${block.data.replace(/\s/g, '')}`;
}

/** Same rule for audio: only a base64 payload with an audio/* type, as a data: URL we build. */
export function audioDataUrl(block: Block): string | null {
  if (block.type !== 'audio') return null;
  if (!/^audio\/[a-z0-9.+-]+$/i.test(block.mimeType)) return null;
  if (!/^[A-Za-z0-9+/=\s]+$/.test(block.data)) return null;
  return `data:${block.mimeType};base64,${block.data.replace(/\s/g, '')}`;
}
