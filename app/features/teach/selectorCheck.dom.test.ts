import { describe, expect, it } from 'vitest';
import { MAX_SELECTOR_CHARS } from '../../../bridge/protocol/adapters';
import { selectorProblem } from './selectorCheck';

describe('selectorProblem', () => {
  it('accepts a selector that parses, within the length the page accepts', () => {
    expect(selectorProblem('#prompt-textarea')).toBeUndefined();
    expect(selectorProblem(`#${'a'.repeat(MAX_SELECTOR_CHARS - 1)}`)).toBeUndefined();
  });

  it('refuses an empty one, one that does not parse, and one longer than the page accepts', () => {
    expect(selectorProblem('  ')).toMatch(/Empty/);
    expect(selectorProblem('div[')).toMatch(/Does not parse/);
    expect(selectorProblem(`#${'a'.repeat(MAX_SELECTOR_CHARS)}`)).toBe(
      `Longer than ${MAX_SELECTOR_CHARS} characters.`,
    );
  });
});
