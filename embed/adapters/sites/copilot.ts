// Microsoft Copilot: a textarea (#userInput); messages are marked with data-content.
import { site } from './site';

export const copilot = site({
  id: 'copilot',
  hosts: ['copilot.microsoft.com'],
  editor: 'textarea',
  selectors: {
    input: 'textarea#userInput, textarea[data-testid=composer-input]',
    sendButton: 'button[data-testid=submit-button], button[aria-label="Submit message"]',
    assistantMessage: '[data-content=ai-message]',
    userMessage: '[data-content=user-message]',
    streaming: 'button[data-testid=stop-button]',
  },
});
