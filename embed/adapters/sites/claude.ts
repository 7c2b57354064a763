// Claude: ProseMirror (tiptap) composer; the turn being written carries data-is-streaming="true".
import { site } from './site';

export const claude = site({
  id: 'claude',
  hosts: ['claude.ai'],
  editor: 'prosemirror',
  selectors: {
    input: 'div.ProseMirror[contenteditable=true], [data-testid=chat-input][contenteditable=true]',
    sendButton: 'button[aria-label="Send message" i]',
    // Newer pages wrap the response in a test id; the class alone is the older form.
    assistantMessage:
      '[data-testid=assistant-message], .font-claude-response:not([data-testid=assistant-message] *)',
    userMessage: '[data-testid=user-message]',
    streaming: '[data-is-streaming=true]',
  },
});
