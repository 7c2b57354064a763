// Which editor library runs a chat input, read from the element the library marks. The insert strategies
// (contentEditable.ts) and the picker (embed/teach) both ask here, so the two never disagree.
import type { EditorKind } from '../adapters/types';

/** The family of the editor `input` belongs to; 'auto' for a plain contenteditable or CodeMirror. */
export function detectEditorFamily(input: Element): EditorKind {
  if (input.localName === 'textarea' || input.localName === 'input') return 'textarea';
  if (input.closest('[data-lexical-editor]')) return 'lexical';
  if (input.closest('.ql-editor')) return 'quill';
  if (input.closest('.ProseMirror')) return 'prosemirror';
  return 'auto';
}
