// OpenRouter chat (openrouter.ai/chat): a textarea; parts carry data-testid.
import { site } from './site';

export const openrouter = site({
  id: 'openrouter',
  hosts: ['openrouter.ai/chat'],
  editor: 'textarea',
  selectors: {
    input: 'textarea[data-testid=composer-input], textarea[placeholder="Start a new message..."]',
    sendButton: 'button[data-testid=send-button], button[aria-label="Send message"]',
    assistantMessage: '[data-testid=assistant-message]',
    userMessage: '[data-testid=user-message]',
  },
});
