// Qwen Chat (chat.qwen.ai): a textarea; the send button shows only with text and turns into a stop button.
// Code blocks are Monaco editors in pre.qwen-markdown-code; reasoning cards sit outside the answer content,
// which is what counts as the assistant message.
import { site } from './site';

export const qwen = site({
  id: 'qwen',
  hosts: ['chat.qwen.ai'],
  editor: 'textarea',
  selectors: {
    input: 'textarea.message-input-textarea, textarea#chat-input',
    sendButton: 'button.send-button',
    assistantMessage: '.qwen-chat-message-assistant .response-message-content',
    userMessage: '.qwen-chat-message-user',
    streaming: 'button.stop-button',
  },
});
