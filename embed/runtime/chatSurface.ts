// The chat page as the runtime acts on it: type into the input, attach a file, press send. Built from an
// adapter's selectors and editor kind; every action reports {ok, error} instead of throwing.
import type { PageActionResult } from '../../bridge/protocol/types';
import type { SiteAdapter } from '../adapters/types';
import { attachFile } from '../editors/attachFile';
import { insertIntoContentEditable, insertOrder } from '../editors/contentEditable';
import { isTextField, readEditorText } from '../editors/editorText';
import { insertIntoTextField } from '../editors/textarea';
import { failed, sleep } from '../editors/verify';

export interface ChatSurface {
  insertText(text: string): Promise<PageActionResult>;
  attachFile(file: File): Promise<PageActionResult>;
  /** Waits for the send button to be enabled, clicks it once, and checks that the message went out. */
  submit(): Promise<PageActionResult>;
}

export interface SurfaceTiming {
  enableWaitMs: number;
  verifyWaitMs: number;
  pollMs: number;
}

const DEFAULT_TIMING: SurfaceTiming = { enableWaitMs: 10_000, verifyWaitMs: 3_000, pollMs: 100 };

export function createChatSurface(
  adapter: SiteAdapter,
  doc: Document = document,
  timing = DEFAULT_TIMING,
): ChatSurface {
  const { selectors } = adapter;
  const find = (selector?: string) => (selector ? doc.querySelector<HTMLElement>(selector) : null);
  const countUserMessages = () =>
    selectors.userMessage ? doc.querySelectorAll(selectors.userMessage).length : 0;
  const inputText = () => {
    const input = find(selectors.input);
    return input ? readEditorText(input) : '';
  };

  return {
    async insertText(text) {
      const input = find(selectors.input);
      if (!input) return failed(`Chat input not found (${selectors.input}).`);
      const asField = isTextField(input);
      if (adapter.editor === 'textarea' || (adapter.editor === 'auto' && asField)) {
        if (!asField) return failed('The chat input is not a text field.');
        return insertIntoTextField(input, text);
      }
      const family = adapter.editor === 'auto' ? undefined : adapter.editor;
      return insertIntoContentEditable(input, text, insertOrder(input, family));
    },
    async attachFile(file) {
      const fileInput = find(selectors.fileInput);
      return attachFile(
        file,
        fileInput instanceof HTMLInputElement ? fileInput : null,
        find(selectors.dropZone),
      );
    },
    async submit() {
      const button = await waitFor(
        () => {
          const candidate = find(selectors.sendButton);
          // An attachment still uploading would be dropped or block the send.
          if (find(selectors.uploading)) return null;
          return candidate && isEnabled(candidate) ? candidate : null;
        },
        timing.enableWaitMs,
        timing.pollMs,
      );
      if (!button) return failed('The send button stayed disabled (or an upload did not finish).');
      const sentBefore = countUserMessages();
      const sent = () => countUserMessages() > sentBefore || !inputText().trim();
      // One retry, only while nothing shows the first click landed (the input still holds the text).
      for (let attempt = 0; attempt < 2; attempt++) {
        button.click();
        if (await waitFor(sent, timing.verifyWaitMs, timing.pollMs)) return { ok: true };
        if (!button.isConnected || !isEnabled(button)) break;
      }
      return failed('Clicked send, but no new message appeared.');
    },
  };
}

function isEnabled(element: HTMLElement): boolean {
  return !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
}

/** Polls `check` until it returns something truthy, or gives up after `timeoutMs` (returns null). */
export async function waitFor<T>(
  check: () => T | null | false,
  timeoutMs: number,
  pollMs: number,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() >= deadline) return null;
    await sleep(pollMs);
  }
}
