// LobeChat (self-hosted, any host): found by its app name in the page metadata; Lexical editor.
import { site } from './site';

export const lobechat = site({
  id: 'lobechat',
  fingerprint: [
    'meta[name=application-name][content*=Lobe i], meta[name=apple-mobile-web-app-title][content*=Lobe i]',
  ],
  editor: 'lexical',
  selectors: {
    input: '[data-lexical-editor=true][contenteditable=true], textarea.ant-input',
    sendButton: 'button[aria-label*=send i], button.ant-btn-primary',
    assistantMessage: '[data-role=assistant]',
    userMessage: '[data-role=user]',
  },
});
