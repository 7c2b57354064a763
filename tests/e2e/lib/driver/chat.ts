// Drives a chat page through the driver: type and send, read the messages, wait for the assistant's
// finished answer (a failed wait carries every frame's text).
import type { Tab } from './driver';

/** Types into the chat input and presses Enter (an overlay sidebar may cover the send button). */
export async function sendUserMessage(tab: Tab, text: string): Promise<void> {
  await tab.type('#chat-input', text);
  await tab.press('Enter');
}

/** Texts of the chat's user messages, in order. */
export function userMessages(tab: Tab): Promise<string[]> {
  return tab.evaluate(() => [...document.querySelectorAll('.message.user')].map((m) => m.textContent ?? ''));
}

/** Waits until a finished assistant message matches; resolves with its text. */
export async function waitForAssistant(tab: Tab, pattern: RegExp, timeout = 30_000): Promise<string> {
  try {
    return await tab.waitFor(
      ({ source, flags }) => {
        const finished = [...document.querySelectorAll('.message.assistant[data-streaming="false"]')];
        const match = finished.reverse().find((m) => new RegExp(source, flags).test(m.textContent ?? ''));
        return match ? (match.textContent ?? '') : null;
      },
      { source: pattern.source, flags: pattern.flags },
      timeout,
    );
  } catch (error) {
    const report = await tab.describe().catch(() => '(no report)');
    if (error instanceof Error) error.message += `\n\nPage state:\n${report}`;
    throw error;
  }
}
