// A message's JSON, measured whole but written only up to a cap: the log never builds the full text of a
// huge message (JSON.stringify would, megabytes per message), and what it keeps is a fresh copy, since in V8
// a slice of a string keeps the whole parent string alive.

type Replacer = (key: string, value: unknown) => unknown;

export interface BoundedJson {
  /** The first `maxChars` characters of the JSON, in a string of its own. */
  text: string;
  /** Characters and UTF-8 bytes of the whole JSON, as JSON.stringify would write it. */
  chars: number;
  bytes: number;
}

/** A copy that shares no memory with `text` (a sliced or concatenated string keeps its parts alive). */
export function ownCopy(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text));
}

/** JSON.stringify(value, replacer), measured in full and written up to `maxChars`. Throws on a cycle. */
export function boundedJson(value: unknown, replacer: Replacer, maxChars: number): BoundedJson {
  const parts: string[] = [];
  let written = 0;
  let chars = 0;
  let bytes = 0;
  const emit = (piece: string) => {
    chars += piece.length;
    bytes += utf8Length(piece);
    if (written < maxChars) {
      const kept = piece.length <= maxChars - written ? piece : piece.slice(0, maxChars - written);
      parts.push(kept);
      written += kept.length;
    }
  };
  const emitString = (text: string) => {
    const size = quotedSize(text);
    chars += size.chars;
    bytes += size.bytes;
    if (written < maxChars) {
      // Escapes make the quoted text at most 6 × longer, so this prefix covers what is still to write.
      const quoted = JSON.stringify(text.length <= maxChars ? text : text.slice(0, maxChars - written + 1));
      const kept = quoted.slice(0, maxChars - written);
      parts.push(kept);
      written += kept.length;
    }
  };
  const open = new Set<object>();
  // Returns false where JSON.stringify omits the value (undefined, a function, a symbol).
  const write = (holder: unknown, key: string, raw: unknown): boolean => {
    let item = raw;
    if (
      item !== null &&
      typeof item === 'object' &&
      typeof (item as { toJSON?: unknown }).toJSON === 'function'
    )
      item = (item as { toJSON: (key: string) => unknown }).toJSON(key);
    item = replacer.call(holder, key, item);
    if (item === null) emit('null');
    else if (typeof item === 'string') emitString(item);
    else if (typeof item === 'number') emit(Number.isFinite(item) ? String(item) : 'null');
    else if (typeof item === 'boolean') emit(String(item));
    else if (typeof item === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
    else if (typeof item !== 'object') return false;
    else {
      if (open.has(item)) throw new TypeError('Converting circular structure to JSON');
      open.add(item);
      if (Array.isArray(item)) {
        emit('[');
        item.forEach((element, index) => {
          if (index > 0) emit(',');
          if (!write(item, String(index), element)) emit('null');
        });
        emit(']');
      } else {
        emit('{');
        let first = true;
        for (const name of Object.keys(item)) {
          // The comma and key are written only once the value proves to be written.
          const mark = { parts: parts.length, written, chars, bytes };
          if (!first) emit(',');
          emitString(name);
          emit(':');
          if (write(item, name, (item as Record<string, unknown>)[name])) first = false;
          else {
            parts.length = mark.parts;
            ({ written, chars, bytes } = mark);
          }
        }
        emit('}');
      }
      open.delete(item);
    }
    return true;
  };
  if (!write({ '': value }, '', value)) emit('undefined');
  return { text: ownCopy(parts.join('')), chars, bytes };
}

/** UTF-8 length without allocating an encoded copy: the log measures every message. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Characters and UTF-8 bytes of JSON.stringify(text), counted without building it. */
function quotedSize(text: string): { chars: number; bytes: number } {
  let chars = 2;
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      code === 0x22 ||
      code === 0x5c ||
      code === 0x08 ||
      code === 0x09 ||
      code === 0x0a ||
      code === 0x0c ||
      code === 0x0d
    ) {
      chars += 2;
      bytes += 2;
    } else if (code < 0x20) {
      chars += 6;
      bytes += 6;
    } else if (code < 0x80) {
      chars += 1;
      bytes += 1;
    } else if (code < 0x800) {
      chars += 1;
      bytes += 2;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        // A surrogate pair is written as itself; a lone surrogate as \uXXXX.
        chars += 2;
        bytes += 4;
        i++;
      } else {
        chars += 6;
        bytes += 6;
      }
    } else {
      chars += 1;
      bytes += 3;
    }
  }
  return { chars, bytes };
}
