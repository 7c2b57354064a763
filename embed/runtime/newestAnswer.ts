// Where calls may come from: the newest answer only, and only its code blocks. Text outside a code block and
// code quoted in a <blockquote> are things the AI shows or repeats (or a page pasted in), not calls it makes.
import type { AdapterSelectors } from '../adapters/types';

/** The message's code blocks that are not inside a quote of the message. */
export function callBlocks(message: Element, codeBlock: string): Element[] {
  return [...message.querySelectorAll(codeBlock)].filter(
    (block) => !message.contains(block.closest('blockquote')),
  );
}

/** The last assistant message on the page, and after the user's last message (when the site marks those). */
export function isNewestAnswer(
  message: Element,
  { assistantMessage, userMessage }: Pick<AdapterSelectors, 'assistantMessage' | 'userMessage'>,
): boolean {
  const last = (selector: string) => [...message.ownerDocument.querySelectorAll(selector)].pop();
  const user = userMessage && last(userMessage);
  return (
    last(assistantMessage) === message &&
    (!user || !!(user.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING))
  );
}
