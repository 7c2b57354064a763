// Reads the text an editor holds in its OWN state, so a check after inserting sees what the site will send,
// not only the DOM. Each library keeps a handle on its root element; without one the DOM text is the answer
// (Quill, plain contenteditable: their model follows the DOM).
interface EditorHandles {
  /** Lexical's editor, set on its root element. */
  __lexicalEditor?: { getEditorState(): { toJSON(): { root: LexicalNode } } };
  /** CodeMirror 6 (cmTile since 6.39, cmView before). */
  cmTile?: { root?: { view?: CodeMirrorView } };
  cmView?: { rootView?: { view?: CodeMirrorView } };
  /** ProseMirror's view description of the document node. */
  pmViewDesc?: {
    node?: { content: { size: number }; textBetween(a: number, b: number, sep: string): string };
  };
}
interface LexicalNode {
  type?: string;
  text?: string;
  children?: LexicalNode[];
}
interface CodeMirrorView {
  state: { doc: { toString(): string } };
}

export function readEditorText(element: HTMLElement): string {
  if (isTextField(element)) {
    // A React-controlled field: its current props hold the value React rendered from its state.
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    const value = key ? (element as unknown as Record<string, { value?: unknown }>)[key]?.value : undefined;
    return typeof value === 'string' ? value : element.value;
  }
  const handles = element as HTMLElement & EditorHandles;
  try {
    const lexical = handles.__lexicalEditor;
    if (lexical) return lexicalText(lexical.getEditorState().toJSON().root);
    const codeMirror = handles.cmTile?.root?.view ?? handles.cmView?.rootView?.view;
    if (codeMirror) return codeMirror.state.doc.toString();
    const doc = handles.pmViewDesc?.node;
    if (doc) return doc.textBetween(0, doc.content.size, '\n');
  } catch {
    // A library version with other internals: fall back to the DOM.
  }
  return element.innerText ?? element.textContent ?? '';
}

function lexicalText(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n';
  if (!node.children) return node.text ?? '';
  const parts = node.children.map(lexicalText);
  // Blocks (children of the root) are lines; inline children join directly.
  return parts.join(node.type === 'root' ? '\n' : '');
}

/** A textarea or input: an editor whose text is its `value`. */
export function isTextField(element: Element): element is HTMLTextAreaElement | HTMLInputElement {
  return element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;
}
