// Contenteditable editors (ProseMirror, Quill, Lexical, CodeMirror 6, plain). Setting innerHTML/textContent
// bypasses the editor's state, so we go through an input path the editor handles, in an order per family,
// and read the editor's own state back. What each library accepted, in Chromium and Firefox:
// - ProseMirror, CodeMirror 6, plain: execCommand line by line (one insertText of "\n"s gives Firefox <br>s in
//   one paragraph); Quill: one insertText (it loses text inserted line by line in Firefox). Paste works in
//   Chromium only (Firefox drops a synthetic paste's data); they ignore a synthetic beforeinput.
// - Lexical: paste, else synthetic beforeinputs line by line; execCommand loses lines.
import type { PageActionResult } from '../../bridge/protocol/types';
import { readEditorText } from './editorText';
import { detectEditorFamily } from './family';
import { failed, occurrences, settle } from './verify';

export type InsertPath = 'execLines' | 'execCommand' | 'paste' | 'beforeinput';
const LEXICAL_ORDER: readonly InsertPath[] = ['paste', 'beforeinput'];
const DEFAULT_ORDER: readonly InsertPath[] = ['execLines', ...LEXICAL_ORDER];
const QUILL_ORDER: readonly InsertPath[] = ['execCommand', ...LEXICAL_ORDER];

export function insertOrder(editor: HTMLElement, family?: string): readonly InsertPath[] {
  const kind = family ?? detectEditorFamily(editor);
  return kind === 'lexical' ? LEXICAL_ORDER : kind === 'quill' ? QUILL_ORDER : DEFAULT_ORDER;
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
  return failed(`The chat input did not accept the text (tried ${order.join(', ')}).`);
}

/** Each returns true when the editor (or browser) took the input. */
const PATHS: Record<InsertPath, (editor: HTMLElement, text: string) => boolean> = {
  execLines: (editor, text) =>
    byLine(text, (type, line) => editor.ownerDocument.execCommand(type, false, line)),
  execCommand: (editor, text) => editor.ownerDocument.execCommand('insertText', false, text),
  paste: (editor, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    // Firefox drops the data of a synthetic paste: then the editor would take an empty paste, so skip it.
    return event.clipboardData?.getData('text/plain') === text && !editor.dispatchEvent(event);
  },
  beforeinput: (editor, text) =>
    byLine(
      text,
      (inputType, data) =>
        !editor.dispatchEvent(
          new InputEvent('beforeinput', { inputType, data: data ?? null, bubbles: true, cancelable: true }),
        ),
    ),
};

/**
 * Inserts each line, then a new paragraph, all in one task (ProseMirror reads the DOM change once, so it never
 * sees a lone Enter). Firefox's insertText turns "\n" into <br>s in one paragraph; per line, every browser
 * makes paragraphs. Stops at the first step refused; true when the editor took the first one.
 */
function byLine(text: string, step: (inputType: string, data?: string) => boolean): boolean {
  const steps = text
    .split('\n')
    .flatMap((line, index) => [
      ...(index ? [['insertParagraph']] : []),
      ...(line ? [['insertText', line]] : []),
    ]);
  return steps.length > 0 && steps.findIndex(([type, data]) => !step(type as string, data)) !== 0;
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
