// LibreChat (self-hosted, any host): the one app with a textarea#prompt-textarea off chatgpt.com.
import { site } from './site';

export const librechat = site({
  id: 'librechat',
  fingerprint: ['textarea#prompt-textarea'],
  editor: 'textarea',
  selectors: {
    input: 'textarea#prompt-textarea',
    sendButton: 'button#send-button, button[data-testid=send-button]',
    assistantMessage: '.agent-turn',
    userMessage: '.user-turn',
    streaming: 'button[aria-label="Stop generating"]',
  },
});
