import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  checkedBase64Bytes,
  extensionFor,
  resourceFileName,
  safeFileName,
  typedFileName,
} from './chatFiles';

describe('resourceFileName', () => {
  it('names the file after the URI, with an extension from the MIME type when it has none', () => {
    expect(resourceFileName('file:///home/me/notes.md', 'text/markdown')).toBe('notes.md');
    expect(resourceFileName('demo://resource/dynamic/text/2', 'text/plain', 'Dynamic Text Resource')).toBe(
      'Dynamic_Text_Resource.txt',
    );
    expect(resourceFileName('demo://resource/static/document/a%20b.json', 'application/json')).toBe(
      'a_b.json',
    );
    expect(resourceFileName('demo://x/blob/3', 'application/octet-stream')).toBe('3.bin');
    expect(resourceFileName('demo://x/pic', 'image/png')).toBe('pic.png');
    expect(resourceFileName('demo://', 'text/plain')).toBe('resource.txt');
    expect(resourceFileName('demo://x/..%2F..%2Fetc%2Fpasswd', 'text/plain')).toBe('etc_passwd.txt');
    expect(resourceFileName('x://a/b\\..\\evil', 'text/plain')).toBe('evil.txt');
  });

  it('gives a type without a known extension one anyway, so a resource has one name wherever it goes', () => {
    expect(resourceFileName('file:///notes', 'application/x-foo')).toBe('notes.bin');
    expect(resourceFileName('file:///notes', 'text/x-log')).toBe('notes.txt');
    expect(resourceFileName('file:///song', 'audio/mpeg')).toBe('song.mp3');
  });
});

describe('safeFileName and typedFileName', () => {
  it('keep only safe characters, never a leading dot, at most 80 characters', () => {
    expect(safeFileName('../../')).toBe('file');
    expect(safeFileName('', 'result')).toBe('result');
    expect(safeFileName('.env')).toBe('env');
    expect(safeFileName('a b/c')).toBe('a_b_c');
    expect(safeFileName('x'.repeat(200))).toHaveLength(80);
    expect(typedFileName('prompt-big prompt', 'text/markdown')).toBe('prompt-big_prompt.md');
    expect(typedFileName('report.pdf', 'application/octet-stream')).toBe('report.pdf');
    expect(extensionFor('IMAGE/PNG')).toBe('.png');
  });
});

describe('base64 sizes', () => {
  it('checkedBase64Bytes counts the bytes of strict base64 and refuses anything else', () => {
    expect(checkedBase64Bytes('aGVsbG8=')).toBe(5);
    expect(checkedBase64Bytes('aGVs\nbG8=')).toBe(5);
    expect(checkedBase64Bytes('')).toBe(0);
    expect(checkedBase64Bytes('aGVsbG8')).toBeNull(); // no padding
    expect(checkedBase64Bytes('<script>')).toBeNull();
    expect(checkedBase64Bytes('aGV=sbG8')).toBeNull(); // padding inside
  });

  it('base64Bytes estimates any input for a description, padding counted', () => {
    expect(base64Bytes('aGVsbG8=')).toBe(5);
    expect(base64Bytes('aGVsbG8')).toBe(5);
    expect(base64Bytes(42)).toBe(0);
  });
});
