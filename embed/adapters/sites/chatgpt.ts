// ChatGPT: ProseMirror composer; a stop button replaces send while the answer streams.
import { site } from './site';

export const chatgpt = site({
  id: 'chatgpt',
  hosts: ['chatgpt.com', 'chat.openai.com'],
  editor: 'prosemirror',
  selectors: {
    input: '#prompt-textarea[contenteditable=true], div.ProseMirror[contenteditable=true]',
    sendButton: 'button[data-testid=send-button], button[aria-label="Send prompt"]',
    assistantMessage: '[data-message-author-role=assistant]',
    userMessage: '[data-message-author-role=user]',
    // Reasoning renders outside .markdown, so a call drafted while thinking is not read.
    codeBlock: '.markdown pre',
    streaming: 'button[data-testid=stop-button]',
  },
});
