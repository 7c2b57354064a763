// Doubao: parts carry data-testid; a "break" button stops the answer that streams.
import { site } from './site';

export const doubao = site({
  id: 'doubao',
  hosts: ['doubao.com'],
  editor: 'textarea',
  selectors: {
    input: 'textarea[data-testid=chat_input_input]',
    sendButton: 'button#flow-end-msg-send, button[data-testid=chat_input_send_button]',
    assistantMessage: '[data-testid=receive_message]',
    userMessage: '[data-testid=send_message]',
    streaming: '[data-testid=chat_input_local_break_button]',
  },
});
