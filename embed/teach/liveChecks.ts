// Checks picked selectors against the page as it is now, before the user saves them: each part finds what it
// must (one editable input, one button, answers that are not the user's own messages), in words for the user.
import type { AdapterPart, AdapterSelectors, TeachCheck } from '../../bridge/protocol/adapters';

import { BUTTON, EDITABLE, SEND_WORDS, related, select } from './elements';

/** The parts that must find exactly one element, what that element must be, and its name in a problem. */
const SINGLE: Partial<Record<AdapterPart, [(el: Element) => boolean, string]>> = {
  input: [(el) => el.matches(EDITABLE), 'text field'],
  sendButton: [(el) => el.matches(`${BUTTON},a`) || SEND_WORDS.test(`${el.className} ${el.id}`), 'button'],
};

/** The problem with `found` as the given part, or '' if none (the streaming signal may rightly be absent). */
function problemOf(part: AdapterPart, found: Element[], others: Element[]): string {
  const single = SINGLE[part];
  if (single)
    return found.length !== 1
      ? 'It must match exactly one.'
      : single[0](found[0]!)
        ? ''
        : `Not a ${single[1]}.`;
  if (/Message/.test(part))
    return !found.length
      ? 'No message shown now matches.'
      : found.some((el) => found.some((o) => o !== el && o.contains(el)))
        ? 'Matches nest; pick the whole message.'
        : found.some((el) => others.some((o) => related(o, el)))
          ? `It also matches ${part === 'userMessage' ? 'answers' : 'your messages'}.`
          : '';
  return part === 'fileInput' && !found.some((el) => el.matches('input[type=file]'))
    ? 'No file input matches.'
    : '';
}

/** One check per part given, in the order given. */
export function checkSelectors(
  selectors: Partial<AdapterSelectors>,
  doc: ParentNode = document,
): TeachCheck[] {
  return (Object.entries(selectors) as [AdapterPart, string][]).map(([part, selector]) => {
    const found = select(doc, selector);
    const other = selectors[part === 'userMessage' ? 'assistantMessage' : 'userMessage'];
    const problem = found
      ? problemOf(part, found, (other && select(doc, other)) || [])
      : 'Not a valid selector.';
    return { part, ok: !problem, matched: found?.length ?? 0, ...(problem && { problem }) };
  });
}
