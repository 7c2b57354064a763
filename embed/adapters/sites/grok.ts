// Grok: tiptap (ProseMirror) composer; answers and questions are bubbles aligned left and right.
import { site } from './site';

export const grok = site({
  id: 'grok',
  hosts: ['grok.com'],
  editor: 'prosemirror',
  selectors: {
    input: 'form .ProseMirror[contenteditable=true], form div.tiptap[contenteditable=true]',
    sendButton: 'form button[type=submit][aria-label=Submit], form button[type=submit]',
    assistantMessage: '.items-start .message-bubble',
    userMessage: '.items-end .message-bubble',
    streaming: 'button[aria-label="Stop model response"]',
  },
});
