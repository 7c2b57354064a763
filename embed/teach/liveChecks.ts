// Checks picked selectors against the page as it is now, before the user saves them: each part finds what it
// must (one editable input, one button, answers that are not the user's own messages), in words for the user.
import type { AdapterPart, AdapterSelectors, TeachCheck } from '../../bridge/protocol/adapters';

import { BUTTON, EDITABLE, SEND_WORDS, related, select } from './elements';

const isButtonLike = (el: Element) =>
  el.matches(`${BUTTON},a`) || SEND_WORDS.test(`${el.className} ${el.id}`);

/** The problem with `found` as the given part, or '' if none (the streaming signal may rightly be absent). */
function problemOf(part: AdapterPart, found: Element[], others: Element[]): string {
  if (part === 'input' || part === 'sendButton') {
    if (found.length !== 1) return 'It must match exactly one.';
    return (part === 'input' ? found[0]!.matches(EDITABLE) : isButtonLike(found[0]!))
      ? ''
      : `Not a ${part === 'input' ? 'text field' : 'button'}.`;
  }
  if (/Message/.test(part)) {
    if (!found.length) return 'No message shown now matches.';
    if (found.some((el) => found.some((o) => o !== el && o.contains(el))))
      return 'Matches nest; pick the whole message.';
    if (found.some((el) => others.some((o) => related(o, el))))
      return `It also matches ${part === 'userMessage' ? 'answers' : 'your messages'}.`;
  }
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
