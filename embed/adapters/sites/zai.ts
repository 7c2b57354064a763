// Z.ai (chat.z.ai): built on Open WebUI, so the same ids and chat-<role> classes.
import { site } from './site';

export const zai = site({
  id: 'zai',
  hosts: ['z.ai'],
  editor: 'textarea',
  selectors: {
    input: 'textarea#chat-input',
    sendButton: 'button#send-message-button',
    assistantMessage: '.chat-assistant',
    userMessage: '.chat-user',
  },
});
