// The generic adapter: selectors from the embed config or the user, with defaults that fit common chat pages.
import type { GenericSelectors } from '../../bridge/protocol/types';
import type { AdapterSelectors, SiteAdapter } from './types';

export const DEFAULT_GENERIC_SELECTORS: AdapterSelectors = {
  input: 'textarea,[contenteditable=true]',
  sendButton: 'button[type=submit],button[aria-label*=send i]',
  assistantMessage: '[data-message-author-role=assistant],.message.assistant',
  codeBlock: 'pre',
  userMessage: '[data-message-author-role=user],.message.user',
  fileInput: 'input[type=file]',
};

export function genericAdapter(selectors: Partial<GenericSelectors> = {}): SiteAdapter {
  const merged: AdapterSelectors = { ...DEFAULT_GENERIC_SELECTORS };
  // Copy only the keys that are set, so an explicit `undefined` never erases a default.
  for (const [key, value] of Object.entries(selectors)) {
    if (typeof value === 'string' && value.trim()) merged[key as keyof AdapterSelectors] = value;
  }
  return { id: 'generic', selectors: merged, editor: 'auto' };
}
