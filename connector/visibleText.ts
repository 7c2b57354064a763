// Config values (commands, args, names, URLs, reasons) come from files anyone may have written. Printed raw,
// an ESC, a CR or a bidi override could rewrite what the terminal shows about to run; shown escaped, they can't.

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
// Control, format (bidi overrides, zero-width, BOM, tag characters) and line/paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The text with every control and format character as a JSON-style escape (`\u001b`, `\r`, `\u{e0041}`). */
export function visible(text: string): string {
  return text.replace(INVISIBLE, (char) => {
    const short = SHORT[char];
    if (short) return short;
    const code = char.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Multi-line text (a doctor step's detail) escaped line by line, so its own line breaks still break lines. */
export const visibleLines = (text: string): string => text.split('\n').map(visible).join('\n');
