// Gemini: a Quill editor inside <rich-textarea>; answers are <model-response> elements.
import { site } from './site';

export const gemini = site({
  id: 'gemini',
  hosts: ['gemini.google.com'],
  editor: 'quill',
  selectors: {
    input: 'rich-textarea .ql-editor[contenteditable=true], .ql-editor[contenteditable=true]',
    sendButton: 'button.send-button:not(.stop), button[aria-label="Send message"]',
    // The answer inside <model-response>, not the reasoning of thinking models (<model-thoughts>).
    assistantMessage: 'model-response message-content',
    userMessage: 'user-query',
    streaming: 'button.send-button.stop, button[aria-label="Stop response"]',
    dropZone: '.text-input-field, rich-textarea',
  },
});
