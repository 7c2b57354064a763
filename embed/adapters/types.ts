// A site adapter is data: where the chat's parts are (selectors) and how its input takes text (editor kind).
// Each chat site is one small file of this shape; the runtime code is shared.

/** How text gets into the chat input. 'auto' picks by the element (textarea/input vs contenteditable). */
export type EditorKind = 'textarea' | 'plain-contenteditable' | 'auto';

export interface AdapterSelectors {
  input: string;
  sendButton: string;
  assistantMessage: string;
  /** Code blocks inside an assistant message, where the AI writes tool calls. */
  codeBlock: string;
  /** Matches the assistant message (or an element inside it) while the answer is still streaming. */
  streaming?: string;
  userMessage?: string;
  fileInput?: string;
  dropZone?: string;
}

export interface SiteAdapter {
  id: string;
  /** True when this adapter fits the page (hostname or a DOM fingerprint). */
  match(location: Location, document: Document): boolean;
  selectors: AdapterSelectors;
  editor: EditorKind;
}
