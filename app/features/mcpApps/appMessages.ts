// How an app's `ui/message` reaches the chat: through the page runtime into the chat input, sent only under
// Auto-submit (the user's choice for sending without a click). One message at a time, and at most one sent
// without a click every few seconds, so an app can't drive the chat in a loop; the rest wait in the input.
import type { InsertTextParams, PageActionResult } from '../../../bridge/protocol/types';

/** Between two messages an app sends without a click; one sooner is only put into the input. */
export const AUTO_SEND_SPACING_MS = 10_000;

export interface MessageRoute {
  /** The chat page is connected (and granted: the hub asks the page only then). */
  connected(): boolean;
  autoSubmit(): boolean;
  insertText(params: InsertTextParams): Promise<PageActionResult>;
  now?: () => number;
}

/** Resolves with why the message did not reach the chat, or undefined once it did. */
export function appMessageSender(route: MessageRoute): (text: string) => Promise<string | undefined> {
  const now = route.now ?? Date.now;
  let busy = false;
  let lastSent = -Infinity;
  return async (text) => {
    if (!route.connected()) return 'No chat page is connected.';
    if (busy) return 'The previous message of this app is still being written into the chat.';
    busy = true;
    try {
      const submit = route.autoSubmit() && now() - lastSent >= AUTO_SEND_SPACING_MS;
      const answer = await route.insertText({ text, submit });
      if (!answer.ok) return answer.error ?? 'The chat did not take the text.';
      if (submit) lastSent = now();
      return undefined;
    } finally {
      busy = false;
    }
  };
}
