import { describe, expect, it } from 'vitest';
import { DISPLAY_CHARS, clipText } from './clipText';

describe('clipText', () => {
  it('keeps a normal result whole', () => {
    expect(clipText('short')).toBe('short');
  });

  it('shows the start of a huge result and says how much is left out', () => {
    const shown = clipText('h'.repeat(DISPLAY_CHARS + 12_345));
    expect(shown.startsWith('h'.repeat(DISPLAY_CHARS))).toBe(true);
    expect(shown).toMatch(/12,345 more characters not shown here/);
  });
});
