import { describe, expect, it } from 'vitest';
import { AGENT_PAUSED_META_KEY, PAGE_SOURCE_META_KEY } from '../protocol/constants';
import {
  blockText,
  chatResultFromHub,
  chatResultFromToolResult,
  errorResult,
  formatSize,
  toolResultText,
  withChatText,
} from './toolResult';

describe('chatResultFromToolResult', () => {
  it.each([
    [
      'text blocks joined by newline',
      {
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
      },
      'a\nb',
    ],
    [
      'an image',
      { content: [{ type: 'image', data: 'A'.repeat(16384), mimeType: 'image/png' }] },
      '[image image/png, 12 KB]',
    ],
    [
      'audio',
      { content: [{ type: 'audio', data: 'AAAA', mimeType: 'audio/wav' }] },
      '[audio audio/wav, 3 B]',
    ],
    [
      'a resource link',
      { content: [{ type: 'resource_link', name: 'notes', uri: 'file:///notes.md' }] },
      '[resource: notes file:///notes.md]',
    ],
    [
      'embedded text resource',
      { content: [{ type: 'resource', resource: { uri: 'file:///a', text: 'hello' } }] },
      'hello',
    ],
    [
      'embedded binary resource',
      {
        content: [
          { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'AAAA', mimeType: 'application/zip' } },
        ],
      },
      '[resource: file:///a.bin application/zip, 3 B]',
    ],
    [
      'structured content without text',
      { content: [], structuredContent: { count: 2 } },
      '{\n  "count": 2\n}',
    ],
    [
      'text wins over structured content',
      { content: [{ type: 'text', text: 't' }], structuredContent: { a: 1 } },
      't',
    ],
    [
      'structured content after media, which is not its text form',
      { content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }], structuredContent: { a: 1 } },
      '[image image/png, 3 B]\n{\n  "a": 1\n}',
    ],
    [
      "structured content after an embedded resource's text, which is a file, not its text form",
      {
        content: [{ type: 'resource', resource: { uri: 'file:///a', text: 'hello' } }],
        structuredContent: [1],
      },
      'hello\n[\n  1\n]',
    ],
    ['no content at all', {}, ''],
    ['unknown and broken blocks', { content: [null, 5, { type: 'video' }] }, '[unsupported content: video]'],
  ])('%s', (_label, result, text) => {
    expect(chatResultFromToolResult('4', 'tool', result)).toEqual({
      callId: '4',
      name: 'tool',
      text,
      isError: false,
    });
  });

  it("marks the answer of a page tool (the hub's _meta mark), and only that", () => {
    const answer = { content: [{ type: 'text', text: 'filled' }] };
    expect(
      chatResultFromToolResult('1', 't', { ...answer, _meta: { [PAGE_SOURCE_META_KEY]: 'page' } }),
    ).toEqual({
      callId: '1',
      name: 't',
      text: 'filled',
      isError: false,
      source: 'page',
    });
    for (const _meta of [{}, { [PAGE_SOURCE_META_KEY]: 'server' }, { source: 'page' }, null, 'page'])
      expect(chatResultFromToolResult('1', 't', { ...answer, _meta } as never)).not.toHaveProperty('source');
  });

  it('keeps the error flag', () => {
    const r = chatResultFromToolResult('1', 't', {
      content: [{ type: 'text', text: 'no such file' }],
      isError: true,
    });
    expect(r).toEqual({ callId: '1', name: 't', text: 'no such file', isError: true });
  });

  it('never throws on hostile results', () => {
    const hostile = {
      content: [
        {
          type: 'text',
          get text(): string {
            throw new Error('nope');
          },
        },
      ],
    };
    expect(chatResultFromToolResult('1', 't', hostile)).toMatchObject({
      isError: true,
      text: expect.stringContaining('nope'),
    });
  });

  it('a result that is not an object is an error, not a throw', () => {
    expect(chatResultFromToolResult('1', 't', null as never)).toMatchObject({ isError: true });
  });

  it('errorResult marks an error', () => {
    expect(errorResult('1', 'x', 'unknown tool "x"')).toEqual({
      callId: '1',
      name: 'x',
      text: 'unknown tool "x"',
      isError: true,
    });
  });

  it('formats sizes', () => {
    expect([formatSize(10), formatSize(2048), formatSize(5 * 1024 * 1024)]).toEqual([
      '10 B',
      '2 KB',
      '5.0 MB',
    ]);
  });
});

describe('the chat text the hub sends and the page writes (withChatText, chatResultFromHub)', () => {
  const hostile = {
    content: [
      {
        type: 'text',
        get text(): string {
          throw new Error('nope');
        },
      },
    ],
  };
  it.each([
    ['text', { content: [{ type: 'text', text: 'a' }] }],
    ['an error', { content: [{ type: 'text', text: 'no such file' }], isError: true }],
    [
      'a page tool',
      { content: [{ type: 'text', text: 'filled' }], _meta: { [PAGE_SOURCE_META_KEY]: 'page' } },
    ],
    [
      'structured content and an image',
      { content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }], structuredContent: { n: 1 } },
    ],
    ['a result the formatter cannot read', hostile],
  ])('the page reads %s as the sidebar card does', (_label, result) => {
    expect(chatResultFromHub('3', 'tool', withChatText(result))).toEqual(
      chatResultFromToolResult('3', 'tool', result),
    );
  });

  it('keeps the result as it is, and the marks already in its _meta', () => {
    const result = {
      content: [{ type: 'text', text: 'a' }],
      structuredContent: { n: 1 },
      _meta: { [AGENT_PAUSED_META_KEY]: 'budget' },
    };
    expect(withChatText(result)).toEqual({
      ...result,
      _meta: { [AGENT_PAUSED_META_KEY]: 'budget', 'io.github.mcp-multi-bridge/chatText': 'a' },
    });
  });

  it('a result without the chat text reads as empty text', () => {
    expect(chatResultFromHub('1', 't', { content: [{ type: 'text', text: 'a' }] })).toEqual({
      callId: '1',
      name: 't',
      text: '',
      isError: false,
    });
  });
});

describe('toolResultText and blockText', () => {
  it('is the text chatResultFromToolResult sends', () => {
    const result = {
      content: [
        { type: 'text', text: 'a' },
        { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
      ],
    };
    expect(toolResultText(result)).toBe(chatResultFromToolResult('1', 't', result).text);
    expect(toolResultText(result)).toBe('a\n[audio audio/wav, 3 B]');
  });

  it('describes one block, and nothing for what is not a block', () => {
    expect(blockText({ type: 'image', data: 'x"onerror="1', mimeType: 'text/html' })).toBe(
      '[image text/html, 7 B]',
    );
    expect(blockText({ type: 'resource', resource: null })).toBe('[resource:  binary, 0 B]');
    expect(blockText(null)).toBeUndefined();
    expect(blockText('text')).toBeUndefined();
  });
});
