// Media in a result card comes only from a data: URL built here, never from a URL a server chose.
import type { CallToolResult } from '../../bridge/connections/types';

type Block = CallToolResult['content'][number];

/** A base64 image or audio block whose media type matches its kind, as a data: URL; anything else null. */
export function mediaDataUrl(block: Block): string | null {
  if (block.type !== 'image' && block.type !== 'audio') return null;
  if (!new RegExp(`^${block.type}/[a-z0-9.+-]+$`, 'i').test(block.mimeType)) return null;
  if (!/^[A-Za-z0-9+/=\s]+$/.test(block.data)) return null;
  return `data:${block.mimeType};base64,${block.data.replace(/\s/g, '')}`;
}
