import { describe, expect, it } from 'vitest';
import { showInvisible } from './visibleText';

describe('showInvisible', () => {
  it('writes out controls, format characters (astral tag characters too) and separators', () => {
    expect(showInvisible('a\u0000b\u001bc\u2066d\uFEFFe\u{E0041}f\u2028g\u2029h')).toBe(
      'a\\u0000b\\u001bc\\u2066d\\ufeffe\\u{e0041}f\\u2028g\\u2029h',
    );
  });

  it('keeps line breaks, tabs and ordinary text in any script as they are', () => {
    const text = 'naïve — 日本語 हिन्दी\n\tcafé 🎉';
    expect(showInvisible(text)).toBe(text);
  });
});
