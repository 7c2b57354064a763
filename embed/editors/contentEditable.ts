// Contenteditable editor (ProseMirror, Lexical, Quill, plain). Setting innerHTML/textContent bypasses the
// editor's state, so we go through events it handles: beforeinput, then execCommand('insertText'), then a paste
// event. Each step stops the chain once the editor took it, so the text is never inserted twice.
import type { PageActionResult } from '../../bridge/protocol/types';
import { occurrences, settle } from './verify';

export async function insertIntoContentEditable(
  editor: HTMLElement,
  text: string,
): Promise<PageActionResult> {
  const doc = editor.ownerDocument;
  const before = occurrences(editor.textContent ?? '', text);
  const inserted = () => occurrences(editor.textContent ?? '', text) > before;
  editor.focus();
  selectEnd(editor);

  const steps: Array<() => boolean> = [
    () =>
      !editor.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: text,
          bubbles: true,
          cancelable: true,
        }),
      ),
    () => typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, text),
    () => dispatchPaste(editor, text),
  ];
  for (const step of steps) {
    let handled = false;
    try {
      handled = step();
    } catch {
      // A missing API (old browser, test DOM) just moves on to the next step.
    }
    await settle();
    if (inserted()) return { ok: true };
    if (handled) break; // The editor claimed it but the text did not appear: don't risk a second copy.
  }
  return {
    ok: false,
    error: 'The chat input did not accept the text (beforeinput, execCommand and paste failed).',
  };
}

function selectEnd(editor: HTMLElement): void {
  const selection = editor.ownerDocument.getSelection();
  if (!selection) return;
  const range = editor.ownerDocument.createRange();
  range.selectNodeContents(editor);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Returns true when a listener took the paste (called preventDefault). */
function dispatchPaste(editor: HTMLElement, text: string): boolean {
  if (typeof DataTransfer !== 'function' || typeof ClipboardEvent !== 'function') return false;
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  return !editor.dispatchEvent(event);
}
