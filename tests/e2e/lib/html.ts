// Escaping for text put into hand-written test pages.

/** Escapes text for an attribute value in the given quotes. */
export function escapeAttribute(value: string, quote: '"' | "'"): string {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return quote === '"' ? escaped.replace(/"/g, '&quot;') : escaped.replace(/'/g, '&#39;');
}
