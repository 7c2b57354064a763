// A long tool result pasted into the chat input (our <function_result> format) floods the message; this offers
// to attach it as a .md file instead. The prompt is fixed above the input in a closed shadow root (DOM APIs).
import { RESULT_TAG } from '../../bridge/format/renderResult';
import { isTextField, readEditorText } from '../editors/editorText';
import { setFieldValue } from '../editors/textarea';
import { occurrences, settle } from '../editors/verify';
import { shadowHost, textElement } from './badge';
import { resultsFile } from './callRunner';
import type { ChatSurface } from './chatSurface';
import { listen } from './listen';

export interface PasteOfferOptions {
  inputSelector: string;
  surface: Pick<ChatSurface, 'attachFile'>;
  /** Pastes longer than this (settings.attachThresholdChars) get the offer. */
  threshold(): number;
  /** The call ids of the results in the text (the sidebar reads them: bridge/format's parseResults). */
  callIds(text: string): Promise<string[]>;
  doc?: Document;
  /** Only the user's pastes count: our own insert path dispatches synthetic (untrusted) paste events. */
  isUserEvent?(event: Event): boolean;
}

const CSS =
  ':host{position:fixed;z-index:2147483647}div{display:flex;gap:6px;align-items:center;' +
  'font:13px/1.4 system-ui,sans-serif;background:#1f2937;color:#fff;border-radius:8px;padding:6px 8px}' +
  'button{font:inherit;cursor:pointer;border:0;border-radius:6px;padding:2px 8px}';

export function offerPastedResultsAsFile(options: PasteOfferOptions): { stop(): void } {
  const doc = options.doc ?? document;
  const isUserEvent = options.isUserEvent ?? ((event: Event) => event.isTrusted);
  let close = () => {};
  let stopped = false;

  const onPaste = (event: ClipboardEvent) => {
    const input = doc.querySelector<HTMLElement>(options.inputSelector);
    const text = (event.clipboardData?.getData('text/plain') ?? '').replace(/\r\n?/g, '\n');
    if (!input || !isUserEvent(event) || !input.contains(event.target as Node)) return;
    if (text.length <= options.threshold() || !text.includes(`<${RESULT_TAG}`)) return;
    // Read after the paste landed: undo is only safe while the paste is still the editor's last change.
    let afterPaste = '';
    setTimeout(() => (afterPaste = readEditorText(input)));
    // A paste the sidebar could not read gets no offer.
    options.callIds(text).then(
      ([first]) => first !== undefined && !stopped && offer(input, text, first, () => afterPaste),
      () => undefined,
    );
  };

  /** The prompt over the input, for a pasted text whose first result is of call `callId`. */
  const offer = (input: HTMLElement, text: string, callId: string, afterPaste: () => string) => {
    close();

    const [host, root] = shadowHost(doc, CSS);
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string) =>
      textElement(doc, tag, text);
    const box = doc.createElement('div');
    const note = element('span', 'Long tool result pasted.');
    const attach = element('button', 'Attach as .md file');
    const dismiss = element('button', '×');
    dismiss.setAttribute('aria-label', 'Dismiss');
    box.append(note, attach, dismiss);
    root.append(box);
    const rect = input.getBoundingClientRect();
    host.style.cssText = `left:${Math.max(4, rect.left)}px;top:${Math.max(4, rect.top - 44)}px`;
    doc.body.append(host);
    close = () => host.remove();
    dismiss.onclick = () => close();

    attach.onclick = async () => {
      attach.disabled = true;
      // Attach first: if that fails, the pasted text stays where it is and nothing is lost.
      const attached = await options.surface.attachFile(resultsFile(text, callId));
      if (!attached.ok) {
        note.textContent = `Could not attach: ${attached.error ?? 'unknown error'}`;
        attach.disabled = false;
        return;
      }
      if (await removePasted(input, text, afterPaste())) return close();
      note.textContent = 'Attached. Please delete the pasted text from the input.';
      attach.remove();
    };
  };

  const unlisten = listen(doc, 'paste', onPaste, true);
  return {
    stop() {
      stopped = true;
      unlisten();
      close();
    },
  };
}

/** Takes the pasted text out of the editor: undo (the editor's own history), else cut it from a text field. */
async function removePasted(input: HTMLElement, text: string, afterPaste: string): Promise<boolean> {
  const count = () => occurrences(readEditorText(input), text);
  const before = count();
  input.focus();
  if (readEditorText(input) === afterPaste) {
    try {
      input.ownerDocument.execCommand('undo');
    } catch {
      // No undo here (old browser, test DOM): the text-field path below may still work.
    }
    await settle();
    if (count() < before) return true;
  }
  if (!isTextField(input)) return false;
  const at = input.value.lastIndexOf(text);
  if (at < 0) return false;
  setFieldValue(input, input.value.slice(0, at) + input.value.slice(at + text.length));
  await settle();
  return count() < before;
}
