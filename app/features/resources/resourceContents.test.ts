import { describe, expect, it } from 'vitest';
import { boundText, SHOWN_BYTES, shownContents } from './resourceContents';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('boundText', () => {
  it('keeps a short text whole, and clips a huge one with a note saying how much is shown', () => {
    expect(boundText('short')).toEqual({ shown: 'short' });
    const huge = 'x'.repeat(10_000_000);
    const bounded = boundText(huge);
    expect(bounded.shown).toHaveLength(SHOWN_BYTES);
    expect(bounded.clippedNote).toBe(
      'Shown: the first 64 KB of 9.5 MB. Insert and Attach take the whole text.',
    );
  });
});

describe('shownContents', () => {
  it('shows text as text, markup included, and keeps the whole text for Insert and Attach', () => {
    const text = '<img src=x onerror=alert(1)>' + 'y'.repeat(SHOWN_BYTES);
    const [shown] = shownContents([{ uri: 'test://a', text }]);
    expect(shown).toMatchObject({ kind: 'text', mimeType: 'text/plain', text });
    expect(shown?.kind === 'text' && shown.shown.startsWith('<img src=x')).toBe(true);
    expect(shown?.kind === 'text' && shown.clippedNote).toMatch(/^Shown: the first 64 KB/);
  });

  it('renders an image only from a data: URL built here', () => {
    const [shown] = shownContents([{ uri: 'test://i', mimeType: 'image/png', blob: PNG }]);
    expect(shown).toMatchObject({ kind: 'image', src: `data:image/png;base64,${PNG}`, size: '70 B' });
  });

  it('describes other blobs by size and type, and names broken ones', () => {
    expect(shownContents([{ uri: 'test://b', blob: 'aGVsbG8=' }])).toEqual([
      {
        kind: 'blob',
        uri: 'test://b',
        mimeType: 'application/octet-stream',
        base64: 'aGVsbG8=',
        size: '5 B',
      },
    ]);
    // An "image" whose type is not one, or whose data is not base64, is never put in an <img>.
    expect(shownContents([{ uri: 'test://c', mimeType: 'text/html', blob: 'aGVsbG8=' }])[0]?.kind).toBe(
      'blob',
    );
    expect(shownContents([{ uri: 'test://d', mimeType: 'image/png', blob: 'javascript:alert(1)' }])).toEqual([
      {
        kind: 'invalid',
        uri: 'test://d',
        error:
          "The server sent this blob with broken base64, so it can't be shown or attached; its maintainer should fix the encoding.",
      },
    ]);
    expect(shownContents([{ uri: 'test://e' }])[0]).toMatchObject({ kind: 'invalid' });
    expect(shownContents('nonsense')).toEqual([]);
  });
});
