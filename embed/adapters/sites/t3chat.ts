// T3 Chat: a textarea (#chat-input); messages are labelled for screen readers.
import { site } from './site';

export const t3chat = site({
  id: 't3chat',
  hosts: ['t3.chat'],
  editor: 'textarea',
  selectors: {
    input: 'textarea#chat-input',
    sendButton: 'form button[type=submit]',
    assistantMessage: '[aria-label="Assistant message"]',
    userMessage: '[aria-label="Your message"]',
  },
});
