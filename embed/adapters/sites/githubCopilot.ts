// GitHub Copilot chat (github.com/copilot): a textarea; CSS-module class names keep a stable prefix.
import { site } from './site';

export const githubCopilot = site({
  id: 'github-copilot',
  hosts: ['github.com/copilot'],
  editor: 'textarea',
  selectors: {
    input: 'textarea#copilot-chat-textarea, textarea[class*=ChatInput-module__input]',
    sendButton: 'button[aria-label=Send], button[aria-label="Send now"]',
    assistantMessage: '[class*=ChatMessage-module__ai--]',
    userMessage: '[class*=ChatMessage-module__userMessage--]',
  },
});
