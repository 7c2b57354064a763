// Text a page or a server wrote, shown where the user decides: a bidi override could reorder what they read,
// a zero-width or blank-looking character could hide a difference. Shared by the consent window (escapes
// them) and the names a pairing link offers (drops them).

/** Control, format (bidi overrides, zero-width, BOM, tag characters) and line/paragraph separators. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Letters and symbols that render as blank space: Hangul fillers and the blank Braille pattern. */
export const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

const SHORT: Record<string, string> = {
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};

const escaped = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    SHORT[char] ?? (code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`)
  );
};

/**
 * The text with every invisible character (and blank-looking letter) written out as an escape (`\u202e`),
 * keeping line breaks and tabs: what the user reads is every character there is.
 */
export function showInvisible(text: string, { keepLines = true }: { keepLines?: boolean } = {}): string {
  return text
    .replace(INVISIBLE, (char) => (keepLines && (char === '\n' || char === '\t') ? char : escaped(char)))
    .replace(BLANK_LOOKING, escaped);
}

/** One line for a terminal: line breaks and tabs escaped too, so a value can't start a line of its own. */
export const oneLine = (text: string): string => showInvisible(text, { keepLines: false });
