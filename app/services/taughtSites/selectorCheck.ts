// Whether a CSS selector parses, checked by the browser's own parser: the page's runtime uses the same
// querySelectorAll, so a selector that fails here would fail there.
export function selectorProblem(selector: string, root: ParentNode = document): string | undefined {
  if (!selector.trim()) return 'Empty: write a selector or remove the part.';
  try {
    root.querySelector(selector);
    return undefined;
  } catch (error) {
    return `Does not parse: ${error instanceof Error ? error.message : String(error)}`;
  }
}
