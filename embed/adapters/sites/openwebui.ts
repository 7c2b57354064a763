// Open WebUI (self-hosted, any host): found by its messages container and #chat-input. The input is a
// rich-text (ProseMirror) div or a textarea, per user setting, so the editor is picked by element.
import { site } from './site';

export const openwebui = site({
  id: 'openwebui',
  fingerprint: ['#messages-container', '#chat-input'],
  editor: 'auto',
  selectors: {
    input: '#chat-input',
    sendButton: 'button#send-message-button',
    assistantMessage: '.chat-assistant',
    userMessage: '.chat-user',
  },
});
