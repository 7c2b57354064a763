// A site adapter is data: where the chat's parts are (selectors) and how its input takes text (editor kind).
// Each chat site is one small file of this shape; the runtime code is shared.

/**
 * How text gets into the chat input. 'auto' picks by the element (textarea/input vs contenteditable); the
 * named editor families get a strategy that speaks to that library (embed/editors).
 */
export type EditorKind = 'textarea' | 'prosemirror' | 'quill' | 'lexical' | 'auto';

/** Each value may list fallbacks separated by commas; every alternative must select the same part. */
export interface AdapterSelectors {
  input: string;
  sendButton: string;
  assistantMessage: string;
  /** Code blocks inside an assistant message, where the AI writes tool calls. */
  codeBlock: string;
  /**
   * Present while an answer streams: on or inside the message, around it (e.g. `[data-is-streaming=true]`),
   * or anywhere on the page (e.g. a stop button), which then means the newest assistant message streams.
   */
  streaming?: string;
  userMessage?: string;
  fileInput?: string;
  dropZone?: string;
  /** Present while an attachment is still uploading; send waits until it is gone. */
  uploading?: string;
}

export interface SiteAdapter {
  id: string;
  /** Hostnames (subdomains match too); `host/path` limits it to paths under /path. Checked first. */
  hosts?: readonly string[];
  /** Selectors that must all be on the page: finds self-hosted apps on any host. Checked after hosts. */
  fingerprint?: readonly string[];
  selectors: AdapterSelectors;
  editor: EditorKind;
}
