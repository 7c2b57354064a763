// Tencent Yuanbao: a Quill editor; list items are marked --ai / --human.
import { site } from './site';

export const yuanbao = site({
  id: 'yuanbao',
  hosts: ['yuanbao.tencent.com'],
  editor: 'quill',
  selectors: {
    input: '.chat-input-editor .ql-editor[contenteditable=true], .ql-editor[contenteditable=true]',
    sendButton: 'a#yuanbao-send-btn, [class*=send-btn]',
    assistantMessage: '.agent-chat__list__item--ai',
    userMessage: '.agent-chat__list__item--human',
    streaming: '.agent-chat__list__item--ai[data-conv-outputting=true]',
  },
});
