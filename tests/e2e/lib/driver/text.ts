// Waiting for what a user reads, the same in every browser: the scope's visible text (innerText).
import type { Name, Scope } from './driver';

interface TextQuery {
  text: string;
  source: string;
  flags: string;
}
const query = (text: Name): TextQuery =>
  typeof text === 'string'
    ? { text, source: '', flags: '' }
    : { text: '', source: text.source, flags: text.flags };

/** Waits until the scope's text contains `text` (or matches it); resolves with the whole text. */
export function waitForText(scope: Scope, text: Name, timeout = 20_000): Promise<string> {
  return scope.waitFor(
    (want: TextQuery) => {
      const shown = document.body?.innerText ?? '';
      const found = want.source ? new RegExp(want.source, want.flags).test(shown) : shown.includes(want.text);
      return found ? shown : null;
    },
    query(text),
    timeout,
  );
}

/** The scope's visible text now. */
export function textOf(scope: Scope): Promise<string> {
  return scope.evaluate(() => document.body?.innerText ?? '');
}
