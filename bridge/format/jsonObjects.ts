// A small balanced-brace extractor for JSON objects embedded in chat text. It respects strings and
// escapes, so braces inside values do not count, and it never looks further than it must.

import { SMART_QUOTES } from './partialFields';

export type Extracted =
  /** Braces balanced at `end` (exclusive); `json` is ready for JSON.parse. */
  | { kind: 'closed'; end: number; json: string }
  /** Cannot be one JSON object; scanning should resume at `end`. */
  | { kind: 'broken'; end: number; reason: string }
  /** Still open at the end of the text: a half object, e.g. cut mid-stream. */
  | { kind: 'open' };

// Spaces chat UIs put in rendered code that JSON.parse rejects outside strings.
// Tested one character at a time; a class with a range is the shortest spelling of the set.
const ODD_SPACE = /[\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/;

export function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || (c !== undefined && ODD_SPACE.test(c));
}

/** Index of the first non-space character at or after `from` (text.length when none). */
export function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text[i])) i++;
  return i;
}

// Quote characters that may open a key: JSON's own, plus the ones a model or UI gets wrong, so a
// smart-quoted call is reported as malformed instead of being silently ignored.
const KEY_QUOTES = new Set(`"'${SMART_QUOTES}`);

/** True when the `{` at `open` starts something shaped like an object with keys (`{"` or `{}`). */
export function looksLikeObjectStart(text: string, open: number): boolean {
  const next = text[skipSpaces(text, open + 1)];
  return next !== undefined && (KEY_QUOTES.has(next) || next === '}');
}

/**
 * True when a line break at `nl`, inside an unclosed object, is followed by a new `{"type"` line
 * that cannot continue the object (the previous token is not `,` `[` or `:`): the object lost its
 * closing brace, so it ends here instead of swallowing the following lines.
 */
function startsNewLine(text: string, nl: number, lastToken: string): boolean {
  if (lastToken === ',' || lastToken === '[' || lastToken === ':') return false;
  const brace = skipSpaces(text, nl + 1);
  if (text[brace] !== '{') return false;
  return text.startsWith('"type"', skipSpaces(text, brace + 1));
}

export function extractObject(text: string, open: number): Extracted {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let oddSpace = false;
  let lastToken = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      else if (c === '\n' || c === '\r')
        return { kind: 'broken', end: i, reason: 'line break inside a string' };
      continue;
    }
    if (c === '"') {
      inString = true;
      lastToken = '"';
    } else if (c === '{') {
      depth++;
      lastToken = c;
    } else if (c === '}') {
      depth--;
      lastToken = c;
      if (depth === 0) {
        const raw = text.slice(open, i + 1);
        return { kind: 'closed', end: i + 1, json: oddSpace ? plainSpaces(raw) : raw };
      }
    } else if (c === '\n') {
      if (startsNewLine(text, i, lastToken))
        return { kind: 'broken', end: i, reason: 'missing closing brace' };
    } else if (ODD_SPACE.test(c)) {
      oddSpace = true;
    } else if (c !== ' ' && c !== '\t' && c !== '\r') {
      lastToken = c;
    }
  }
  return { kind: 'open' };
}

/** Replaces odd spaces outside strings with plain ones; inside strings they are content. */
function plainSpaces(raw: string): string {
  let out = '';
  let from = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (ODD_SPACE.test(c)) {
      out += raw.slice(from, i) + ' ';
      from = i + 1;
    }
  }
  return out + raw.slice(from);
}
