// Contenteditable editors (ProseMirror, Quill, Lexical, CodeMirror 6, plain). Setting innerHTML/textContent
// bypasses the editor's state, so we go through an input path the editor handles, in an order per family,
// and read the editor's own state back. What each library accepted was checked in Chromium:
// - ProseMirror, Quill, CodeMirror 6, plain: execCommand('insertText') (newlines become paragraphs/lines) and
//   paste; they ignore a synthetic beforeinput.
// - Lexical: paste (lines become paragraphs); execCommand loses lines; a synthetic beforeinput inserts the text
//   as one text node.
import type { PageActionResult } from '../../bridge/protocol/types';
import { readEditorText } from './editorText';
import { occurrences, settle } from './verify';

export type InsertPath = 'execCommand' | 'paste' | 'beforeinput';
const DEFAULT_ORDER: readonly InsertPath[] = ['execCommand', 'paste', 'beforeinput'];
const LEXICAL_ORDER: readonly InsertPath[] = ['paste', 'beforeinput'];

export function insertOrder(editor: HTMLElement, family?: string): readonly InsertPath[] {
  const lexical = family === 'lexical' || (!family && editor.closest('[data-lexical-editor]'));
  return lexical ? LEXICAL_ORDER : DEFAULT_ORDER;
}

export async function insertIntoContentEditable(
  editor: HTMLElement,
  text: string,
  order: readonly InsertPath[] = insertOrder(editor),
): Promise<PageActionResult> {
  const before = readEditorText(editor);
  const count = occurrences(before, text);
  // Starts a new line after what the user already typed.
  const payload = before.trim() ? `\n${text}` : text;
  editor.focus();
  selectEnd(editor);
  await settle(); // Editors pick up the selection on selectionchange, which fires as a task.

  for (const path of order) {
    let handled = false;
    try {
      handled = PATHS[path](editor, payload);
    } catch {
      // A missing API (old browser, test DOM) just moves on to the next path.
    }
    await settle();
    if (occurrences(readEditorText(editor), text) > count) return { ok: true };
    if (handled) break; // The editor claimed it but the text did not appear: don't risk a second copy.
  }
  return { ok: false, error: `The chat input did not accept the text (tried ${order.join(', ')}).` };
}

/** Each returns true when the editor (or browser) took the input. */
const PATHS: Record<InsertPath, (editor: HTMLElement, text: string) => boolean> = {
  execCommand: (editor, text) => editor.ownerDocument.execCommand('insertText', false, text),
  paste: (editor, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    return !editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  },
  beforeinput: (editor, text) =>
    !editor.dispatchEvent(
      new InputEvent('beforeinput', { inputType: 'insertText', data: text, bubbles: true, cancelable: true }),
    ),
};

function selectEnd(editor: HTMLElement): void {
  const selection = editor.ownerDocument.getSelection();
  if (!selection) return;
  const range = editor.ownerDocument.createRange();
  range.selectNodeContents(editor);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}
