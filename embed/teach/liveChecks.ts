// Checks picked selectors against the page as it is now, before the user saves them: each part finds what it
// must (one editable input, one button, answers that are not the user's own messages), in words for the user.
import type { AdapterPart, AdapterSelectors, TeachCheck } from '../../bridge/protocol/adapters';

import { BUTTON, EDITABLE, SEND_WORDS } from './elements';

const isButtonLike = (el: Element) =>
  el.matches(`${BUTTON},a`) || SEND_WORDS.test(`${el.className} ${el.id}`);

function select(doc: ParentNode, selector: string): Element[] | string {
  try {
    return Array.from(doc.querySelectorAll(selector));
  } catch {
    return `"${selector}" is not a valid selector.`;
  }
}

const plural = (n: number, what = 'element') => `${n} ${what}${n === 1 ? '' : 's'}`;

function exactlyOne(found: Element[], fits: (el: Element) => boolean, kind: string): string | undefined {
  if (found.length !== 1) return `It matches ${plural(found.length)}; it must match exactly one.`;
  return fits(found[0]!) ? undefined : `It matches an element that is not ${kind}.`;
}

function messages(found: Element[], others: Element[] | string, other: string): string | undefined {
  if (!found.length) return 'It matches nothing on the page; pick a message that is shown now.';
  if (found.some((el) => found.some((o) => o !== el && o.contains(el))))
    return 'Some matches sit inside other matches; pick the whole message.';
  if (Array.isArray(others) && found.some((el) => others.some((o) => o.contains(el) || el.contains(o))))
    return `It also matches ${other}.`;
  return undefined;
}

/** One check per part given, in the order given. */
export function checkSelectors(
  selectors: Partial<AdapterSelectors>,
  doc: ParentNode = document,
): TeachCheck[] {
  const checks: TeachCheck[] = [];
  for (const [part, selector] of Object.entries(selectors) as [AdapterPart, string][]) {
    const found = select(doc, selector);
    if (typeof found === 'string') {
      checks.push({ part, ok: false, matched: 0, problem: found });
      continue;
    }
    const against = (key: AdapterPart) => (selectors[key] ? select(doc, selectors[key]) : []);
    const problem =
      part === 'input'
        ? exactlyOne(found, (el) => el.matches(EDITABLE), 'a text field you can type in')
        : part === 'sendButton'
          ? exactlyOne(found, isButtonLike, 'a button')
          : part === 'assistantMessage'
            ? messages(found, against('userMessage'), 'your own messages')
            : part === 'userMessage'
              ? messages(found, against('assistantMessage'), 'the AI’s answers')
              : part === 'fileInput' && !found.some((el) => el.matches('input[type=file]'))
                ? 'It matches no file input.'
                : undefined; // The streaming signal and the rest may rightly be absent right now.
    checks.push({ part, ok: !problem, matched: found.length, ...(problem && { problem }) });
  }
  return checks;
}
