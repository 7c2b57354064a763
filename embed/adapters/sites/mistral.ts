// Mistral Le Chat: ProseMirror composer; messages carry data-message-author-role.
import { site } from './site';

export const mistral = site({
  id: 'mistral',
  hosts: ['chat.mistral.ai'],
  editor: 'prosemirror',
  selectors: {
    input: 'div.ProseMirror[contenteditable=true]',
    sendButton: 'button[aria-label="Send question"], form button[type=submit]',
    assistantMessage: '[data-message-author-role=assistant]',
    userMessage: '[data-message-author-role=user]',
  },
});
