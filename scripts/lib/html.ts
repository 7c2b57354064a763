// Escaping for text put into hand-written pages: the demo's, the build's snippet, the test pages.

/** Escapes text for an attribute value in the given quotes. */
export function escapeAttribute(value: string, quote: '"' | "'"): string {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return quote === '"' ? escaped.replace(/"/g, '&quot;') : escaped.replace(/'/g, '&#39;');
}
