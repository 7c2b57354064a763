// What a resources/read answer shows, decided once and tested: text bounded to its first SHOWN_BYTES,
// images only as data: URLs we build (mediaDataUrl), other blobs described by size and type, and a blob
// whose base64 is broken named as such rather than guessed at. Server content is never markup here.
import { checkedBase64Bytes, formatSize } from '../../../bridge/format';
import { mediaDataUrl } from '../../ui/mediaDataUrl';

/** The sidebar lays out at most this much of a text resource: megabytes of text would freeze it. */
export const SHOWN_BYTES = 64 * 1024;

export type ShownContent =
  | { kind: 'text'; uri: string; mimeType: string; text: string; shown: string; clippedNote?: string }
  | { kind: 'image'; uri: string; mimeType: string; base64: string; src: string; size: string }
  | { kind: 'blob'; uri: string; mimeType: string; base64: string; size: string }
  | { kind: 'invalid'; uri: string; error: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/** The first `limit` bytes' worth of text (UTF-16 length as a cheap, safe upper bound on the work). */
export function boundText(text: string, limit = SHOWN_BYTES): { shown: string; clippedNote?: string } {
  if (text.length <= limit) return { shown: text };
  return {
    shown: text.slice(0, limit),
    clippedNote: `Shown: the first ${Math.round(limit / 1024)} KB of ${formatSize(text.length)}. Insert and Attach take the whole text.`,
  };
}

export function shownContents(contents: unknown): ShownContent[] {
  if (!Array.isArray(contents)) return [];
  return contents.map((item: unknown) => shownContent(item));
}

function shownContent(item: unknown): ShownContent {
  const c = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const uri = isText(c['uri']) ? c['uri'] : '(no URI)';
  const declared = isText(c['mimeType']) ? c['mimeType'] : '';
  if (isText(c['text'])) {
    return {
      kind: 'text',
      uri,
      mimeType: declared || 'text/plain',
      text: c['text'],
      ...boundText(c['text']),
    };
  }
  if (!isText(c['blob']))
    return { kind: 'invalid', uri, error: 'The server sent neither text nor a blob for this resource.' };
  const base64 = c['blob'].replace(/\s/g, '');
  const bytes = checkedBase64Bytes(base64);
  if (bytes === null)
    return {
      kind: 'invalid',
      uri,
      error:
        "The server sent this blob with broken base64, so it can't be shown or attached; its maintainer should fix the encoding.",
    };
  const mimeType = declared || 'application/octet-stream';
  const size = formatSize(bytes);
  const src = mediaDataUrl({ type: 'image', mimeType, data: base64 });
  return src
    ? { kind: 'image', uri, mimeType, base64, src, size }
    : { kind: 'blob', uri, mimeType, base64, size };
}
