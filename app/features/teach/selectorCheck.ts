// Whether a CSS selector parses, checked by the browser's own parser: the page's runtime uses the same
// querySelectorAll, so a selector that fails here would fail there.
import { MAX_SELECTOR_CHARS } from '../../../bridge/protocol/adapters';

export function selectorProblem(selector: string, root: ParentNode = document): string | undefined {
  if (!selector.trim()) return 'Empty: write a selector for this part.';
  // The page refuses a taught entry with a longer one, so it would be saved here and ignored there.
  if (selector.length > MAX_SELECTOR_CHARS) return `Longer than ${MAX_SELECTOR_CHARS} characters.`;
  try {
    root.querySelector(selector);
    return undefined;
  } catch {
    // The browser's own message repeats the selector and names querySelector: too long for 320 px.
    return 'Does not parse as a CSS selector: check its brackets and quotes.';
  }
}
