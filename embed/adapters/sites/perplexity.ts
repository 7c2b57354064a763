// Perplexity: a Lexical editor (#ask-input); each answer is a markdown-content-N block.
import { site } from './site';

export const perplexity = site({
  id: 'perplexity',
  hosts: ['perplexity.ai'],
  editor: 'lexical',
  selectors: {
    input: '#ask-input[contenteditable=true], [data-lexical-editor=true][contenteditable=true]',
    sendButton: 'button[data-testid=submit-button], button[aria-label=Submit]',
    assistantMessage: '[id^=markdown-content-]',
    userMessage: '[class~="group/query"]',
    streaming: 'button[data-testid=stop-generating-response-button]',
  },
});
