// The chat parts a user can teach, in words for the UI: the warning, the picker's request and the Taught sites list.
import type { AdapterPart } from '../../../bridge/protocol/adapters';

/** Without these the sidebar can neither read a call nor answer it. */
export const REQUIRED_PARTS: readonly AdapterPart[] = ['input', 'sendButton', 'assistantMessage'];
/** Offered after the required ones on a full teach; each makes reading or sending more precise. */
export const OPTIONAL_PARTS: readonly AdapterPart[] = ['userMessage', 'streaming', 'fileInput'];

export const PART_LABELS: Record<AdapterPart, string> = {
  input: 'chat input',
  sendButton: 'send button',
  assistantMessage: 'assistant messages',
  userMessage: 'your messages',
  codeBlock: 'code blocks',
  streaming: 'answer streaming',
  fileInput: 'file input',
  dropZone: 'drop zone',
  uploading: 'upload in progress',
};

export const isAdapterPart = (name: string): name is AdapterPart => Object.hasOwn(PART_LABELS, name);

/** The parts named in a list a page sent (health's found/missing), known ones only, in the page's own order
 * (input, send button, answers, ...), which is the order the picker asks for them. */
export const knownParts = (names: readonly string[]): AdapterPart[] =>
  (Object.keys(PART_LABELS) as AdapterPart[]).filter((part) => names.includes(part));

export const partLabels = (parts: readonly AdapterPart[]): string =>
  parts.map((part) => PART_LABELS[part]).join(', ');

/**
 * An adapter id as the site files write them. The page reports its adapter's id, so one that isn't plain is never
 * kept as a taught entry's base: it would reach the exported adapter file's comments and file name.
 */
export const isAdapterId = (id: unknown): id is string =>
  typeof id === 'string' && /^[a-z0-9][\w.-]{0,39}$/i.test(id);
