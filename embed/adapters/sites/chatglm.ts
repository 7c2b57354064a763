// ChatGLM (chatglm.cn, Zhipu's own chat): a textarea; answers and questions by class name.
import { site } from './site';

export const chatglm = site({
  id: 'chatglm',
  hosts: ['chatglm.cn'],
  editor: 'textarea',
  selectors: {
    input: '.input-box-inner textarea, .input-wrap textarea',
    sendButton: '.input-box-inner .enter, .input-wrap .enter',
    assistantMessage: '.answer-content-wrap',
    userMessage: '.question-txt',
  },
});
