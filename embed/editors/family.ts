// Which editor library runs a chat input, read from the element the library marks. The insert strategies
// (contentEditable.ts) and the picker (embed/teach) both ask here, so the two never disagree.
import type { EditorKind } from '../adapters/types';

const MARKS: [string, EditorKind][] = [
  ['[data-lexical-editor]', 'lexical'],
  ['.ql-editor', 'quill'],
  ['.ProseMirror', 'prosemirror'],
];

/** The family of the editor `input` belongs to; 'auto' for a plain contenteditable or CodeMirror. */
export const detectEditorFamily = (input: Element): EditorKind =>
  input.matches('textarea,input') ? 'textarea' : (MARKS.find(([mark]) => input.closest(mark))?.[1] ?? 'auto');
