// Whether a CSS selector parses, checked by the browser's own parser: the page's runtime uses the same
// querySelectorAll, so a selector that fails here would fail there.
export function selectorProblem(selector: string, root: ParentNode = document): string | undefined {
  if (!selector.trim()) return 'Empty: write a selector for this part.';
  try {
    root.querySelector(selector);
    return undefined;
  } catch {
    // The browser's own message repeats the selector and names querySelector: too long for 320 px.
    return 'Does not parse as a CSS selector: check its brackets and quotes.';
  }
}
