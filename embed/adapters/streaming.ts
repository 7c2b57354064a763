// Whether an assistant message is still being written, by the adapter's streaming signal (see types.ts).
import type { AdapterSelectors } from './types';

export function isStreaming(
  { streaming, assistantMessage }: Pick<AdapterSelectors, 'streaming' | 'assistantMessage'>,
  message: Element,
): boolean {
  if (!streaming) return false;
  if (message.closest(streaming) || message.querySelector(streaming)) return true;
  // A signal that is no message's own (a stop button) means the newest message streams.
  const doc = message.ownerDocument;
  const pageWide = [...doc.querySelectorAll(streaming)].some(
    (signal) => !signal.closest(assistantMessage) && !signal.querySelector(assistantMessage),
  );
  return pageWide && [...doc.querySelectorAll(assistantMessage)].pop() === message;
}
