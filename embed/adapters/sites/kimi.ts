// Kimi: a Lexical editor (.chat-input-editor); messages are .segment-assistant / .segment-user.
import { site } from './site';

export const kimi = site({
  id: 'kimi',
  hosts: ['kimi.com', 'kimi.moonshot.cn'],
  editor: 'lexical',
  selectors: {
    // The composer card (.chat-editor), not the box that edits an earlier message.
    input: '.chat-editor .chat-input-editor[contenteditable=true], .chat-editor [data-lexical-editor=true]',
    // A div, not a button; it turns into the stop control (class stop) for the whole answer.
    sendButton: '.send-button-container:not(.stop)',
    streaming: '.send-button-container.stop',
    codeBlock: 'pre:not(.thinking-container *)',
    assistantMessage: '.segment-assistant',
    userMessage: '.segment-user',
  },
});
