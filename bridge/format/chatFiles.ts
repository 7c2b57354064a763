// What goes into a chat as a file, decided once for results, resources and prompts alike: its name (only
// characters every chat's file picker accepts, never a path), its extension from the MIME type, and the size
// of base64 data (lenient to describe it, strict before handing it over).

const EXTENSIONS: Record<string, string> = {
  'text/plain': '.txt',
  'text/markdown': '.md',
  'text/html': '.html',
  'text/csv': '.csv',
  'application/json': '.json',
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'audio/wav': '.wav',
  'audio/mpeg': '.mp3',
  'audio/ogg': '.ogg',
};

/** The longest file name we hand over, before the extension. */
const MAX_BASE_CHARS = 80;
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/** The extension a file of this type gets: a known one, `.txt` for other text, `.bin` for the rest. */
export function extensionFor(mimeType: string): string {
  const type = mimeType.toLowerCase();
  return EXTENSIONS[type] ?? (type.startsWith('text/') ? '.txt' : '.bin');
}

/** Letters, digits, dot, dash and underscore only, no leading dot, at most 80 characters; never empty. */
export function safeFileName(base: string, fallback = 'file'): string {
  const name = base
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, MAX_BASE_CHARS);
  return name || fallback;
}

/** `base` made safe, with the extension its type suggests when it has none. */
export function typedFileName(base: string, mimeType: string, fallback = 'file'): string {
  const name = safeFileName(base, fallback);
  return HAS_EXTENSION.test(name) ? name : `${name}${extensionFor(mimeType)}`;
}

/**
 * A resource as a file: the URI's last segment (else the resource's name), made safe, with an extension from
 * the MIME type when it has none. The scheme and the authority ("demo://host") are not a name.
 */
export function resourceFileName(uri: string, mimeType: string, name?: string): string {
  const path = uri.replace(/[?#].*$/, '').replace(/^[a-z][a-z0-9+.-]*:(\/\/[^/]*)?/i, '');
  const segment = decodeSafely(path.split(/[/\\]/).filter(Boolean).pop() ?? '');
  return typedFileName(HAS_EXTENSION.test(segment) || !name ? segment : name, mimeType, 'resource');
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape keeps its raw form; safeFileName makes it safe either way.
    return text;
  }
}

/** About how many bytes base64 data decodes to, without decoding it: for a description, never a check. */
export function base64Bytes(data: unknown): number {
  if (typeof data !== 'string') return 0;
  const clean = data.replace(/[^A-Za-z0-9+/=_-]/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/**
 * The decoded size of strict base64 (RFC 4648, whitespace allowed between lines), or null for anything else:
 * a server bug to report, never data to hand to a page.
 */
export function checkedBase64Bytes(data: string): number | null {
  const clean = data.replace(/\s/g, '');
  if (clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return (clean.length / 4) * 3 - padding;
}
