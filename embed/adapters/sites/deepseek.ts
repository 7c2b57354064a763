// DeepSeek: a textarea; the send control is a div with role=button. Answers are .ds-markdown blocks
// (hashed class names elsewhere change between releases, so they are only fallbacks).
import { site } from './site';

export const deepseek = site({
  id: 'deepseek',
  hosts: ['chat.deepseek.com'],
  editor: 'textarea',
  selectors: {
    input: 'textarea#chat-input, textarea[placeholder*=DeepSeek]',
    sendButton: 'div[role=button]._7436101, div[role=button].ds-button--primary',
    // DeepThink reasoning is a .ds-markdown too, inside .ds-think-content: a call drafted there never runs.
    assistantMessage: '.ds-message .ds-markdown:not(.ds-think-content *)',
    userMessage: '.ds-message .fbb737a4',
  },
});
