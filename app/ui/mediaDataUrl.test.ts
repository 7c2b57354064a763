import { describe, expect, it } from 'vitest';
import { mediaDataUrl } from './mediaDataUrl';

describe('mediaDataUrl', () => {
  it('builds a data: URL for base64 media of its own kind, dropping whitespace', () => {
    expect(mediaDataUrl({ type: 'image', data: 'iVBO\nRw==', mimeType: 'image/png' })).toBe(
      'data:image/png;base64,iVBORw==',
    );
    expect(mediaDataUrl({ type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' })).toBe(
      'data:audio/wav;base64,UklGRg==',
    );
  });

  it.each([
    ['an image that claims another kind', { type: 'image', data: 'AAAA', mimeType: 'audio/wav' }],
    ['audio that claims to be an image', { type: 'audio', data: 'AAAA', mimeType: 'image/png' }],
    ['a type that could end the attribute', { type: 'image', data: 'AAAA', mimeType: 'image/png;x"' }],
    ['data that is not base64', { type: 'image', data: 'x"onerror="1', mimeType: 'image/png' }],
    ['a block that is not media', { type: 'text', text: 'data:image/png;base64,AAAA' }],
  ] as const)('refuses %s', (_label, block) => {
    expect(mediaDataUrl(block)).toBeNull();
  });
});
