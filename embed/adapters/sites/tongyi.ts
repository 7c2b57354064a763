// Tongyi Qianwen (tongyi.com): React with CSS-module class names, matched by their stable prefix.
import { site } from './site';

export const tongyi = site({
  id: 'tongyi',
  hosts: ['tongyi.com', 'qianwen.com'],
  editor: 'textarea',
  selectors: {
    input: '[class*=chatInput] textarea, textarea.ant-input',
    sendButton: '[class*=operateBtn], [class*=sendBtn]',
    assistantMessage: '[class*=answerItem--]',
    userMessage: '[class*=questionItem--]',
    streaming: '[class*=stopBtn]',
  },
});
