// Google AI Studio (Angular): a plain textarea and a Run button; turns carry data-turn-role.
import { site } from './site';

export const aistudio = site({
  id: 'aistudio',
  hosts: ['aistudio.google.com'],
  editor: 'textarea',
  selectors: {
    input: 'ms-prompt-box textarea, ms-prompt-input-wrapper textarea, textarea[aria-label="Enter a prompt"]',
    sendButton: 'ms-run-button button, button[aria-label=Run]',
    assistantMessage: '[data-turn-role=Model]',
    userMessage: '[data-turn-role=User]',
  },
});
