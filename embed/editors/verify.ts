// Read-back verification shared by the editors: the text counts as inserted only when it shows up in the editor.
// Whitespace is ignored because rich editors turn newlines into paragraphs and <br>s.

import type { PageActionResult } from '../../bridge/protocol/types';

export function occurrences(haystack: string, needle: string): number {
  const h = squash(haystack);
  const n = squash(needle);
  if (!n) return 0;
  let count = 0;
  for (let at = h.indexOf(n); at !== -1; at = h.indexOf(n, at + n.length)) count++;
  return count;
}

function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

/** A failed page action with its reason (one spelling of the shape for every editor and action). */
export const failed = (error: string): PageActionResult => ({ ok: false, error });

/** Fires bubbling events of these types on `target`, as the browser does when the user edits a field. */
export function fire(target: EventTarget, ...types: string[]): void {
  for (const type of types) target.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Resolves after the editor had a chance to apply the change (frameworks batch updates in a microtask or frame). */
export function settle(): Promise<void> {
  return sleep(0);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
