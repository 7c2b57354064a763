// Adapter for the project's own demo chat page.
import type { SiteAdapter } from './types';

export const demoAdapter: SiteAdapter = {
  id: 'demo',
  fingerprint: ['textarea#chat-input', 'button#send-button'],
  selectors: {
    input: 'textarea#chat-input',
    sendButton: 'button#send-button',
    assistantMessage: '.message.assistant',
    codeBlock: 'pre code',
    streaming: '.message.assistant[data-streaming=true]',
    userMessage: '.message.user',
    fileInput: 'input#file-input[type=file]',
  },
  editor: 'textarea',
};
