import { describe, expect, it } from 'vitest';
import { MAX_PROMPT_FILE_BYTES, promptForChat, withLongTextAsFile } from './promptToChat';

const user = (content: object) => ({ role: 'user' as const, content }) as never;
const assistant = (text: string) =>
  ({ role: 'assistant' as const, content: { type: 'text', text } }) as never;

describe('promptForChat', () => {
  it('puts one text message in as written', () => {
    expect(promptForChat({ messages: [user({ type: 'text', text: 'Hello there.' })] })).toEqual({
      text: 'Hello there.',
      files: [],
    });
  });

  it('joins user messages by a blank line, and labels every role once an assistant speaks', () => {
    const twoUser = [user({ type: 'text', text: 'One.' }), user({ type: 'text', text: 'Two.' })];
    expect(promptForChat({ messages: twoUser }).text).toBe('One.\n\nTwo.');
    const conversation = [
      user({ type: 'text', text: 'Hi?' }),
      assistant('Hello.'),
      user({ type: 'text', text: 'Go on.' }),
    ];
    expect(promptForChat({ messages: conversation }).text).toBe(
      'User:\nHi?\n\nAssistant:\nHello.\n\nUser:\nGo on.',
    );
  });

  it('attaches an embedded text resource as a file named after its URI, and names it in the text', () => {
    const chat = promptForChat({
      messages: [
        user({ type: 'text', text: 'Analyse this:' }),
        user({
          type: 'resource',
          resource: { uri: 'demo://resource/dynamic/text/1', mimeType: 'text/plain', text: 'Resource 1' },
        }),
      ],
    });
    expect(chat.files).toEqual([{ name: '1.txt', mimeType: 'text/plain', text: 'Resource 1' }]);
    expect(chat.text).toBe('Analyse this:\n\n[Attached file: 1.txt (demo://resource/dynamic/text/1)]');
  });

  it('attaches a blob resource and an image as base64 files, with unique names', () => {
    const chat = promptForChat({
      messages: [
        user({
          type: 'resource',
          resource: { uri: 'file:///data/report.pdf', mimeType: 'application/pdf', blob: 'JVBERi0=' },
        }),
        user({ type: 'resource', resource: { uri: 'file:///other/report.pdf', blob: 'AAAA' } }),
        user({ type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' }),
      ],
    });
    expect(chat.files).toEqual([
      { name: 'report.pdf', mimeType: 'application/pdf', base64: 'JVBERi0=' },
      { name: 'report-2.pdf', mimeType: 'application/octet-stream', base64: 'AAAA' },
      { name: 'prompt-image-3.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' },
    ]);
    expect(chat.text).toContain('[Attached file: prompt-image-3.png]');
  });

  it('mentions a resource link by its URI as a tool result does, attaching nothing', () => {
    const chat = promptForChat({
      messages: [
        user({ type: 'resource_link', uri: 'https://example.com/spec.md', name: 'spec', title: 'The spec' }),
      ],
    });
    expect(chat).toEqual({ text: '[resource: spec https://example.com/spec.md]', files: [] });
  });

  it('refuses an embedded blob or image whose base64 is broken, naming the file and the fix', () => {
    const blob = { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'not base64!' } };
    expect(() => promptForChat({ messages: [user(blob)] })).toThrow(
      "the prompt embeds a.bin with broken base64, so it can't be attached; the server's maintainer should fix the encoding",
    );
    const image = { type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo' };
    expect(() => promptForChat({ messages: [user(image)] })).toThrow(
      /prompt-image-1\.png with broken base64/,
    );
  });

  it('names an embedded resource as the Resources tab does, an unknown type included', () => {
    const chat = promptForChat({
      messages: [
        user({
          type: 'resource',
          resource: { uri: 'file:///notes', mimeType: 'application/x-foo', blob: 'AAAA' },
        }),
      ],
    });
    expect(chat.files[0]?.name).toBe('notes.bin');
  });

  it('keeps a hostile URI from naming a path, and refuses a file too large to hand over', () => {
    const chat = promptForChat({
      messages: [user({ type: 'resource', resource: { uri: 'x://a/..%2F..%2Fetc%2Fpasswd', text: 'x' } })],
    });
    expect(chat.files[0]?.name).toBe('etc_passwd.txt');
    const huge = 'A'.repeat(4 * Math.ceil(MAX_PROMPT_FILE_BYTES / 3) + 8);
    expect(() =>
      promptForChat({ messages: [user({ type: 'image', mimeType: 'image/png', data: huge })] }),
    ).toThrow(/prompt-image-1\.png of 10\.0 MB, more than the 10 MB/);
  });
});

describe('withLongTextAsFile', () => {
  it('sends a text above the attach threshold as a Markdown file, with a line naming it', () => {
    const prompt = { text: 'x'.repeat(101), files: [] };
    expect(withLongTextAsFile(prompt, 'big prompt', 100)).toEqual({
      text: 'The prompt "big prompt" is in the attached file prompt-big_prompt.md.',
      files: [{ name: 'prompt-big_prompt.md', mimeType: 'text/markdown', text: prompt.text }],
    });
    expect(withLongTextAsFile(prompt, 'big prompt', 101)).toBe(prompt);
  });
});
