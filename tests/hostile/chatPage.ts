// A chat page in jsdom shaped like the demo chat (embed/adapters/demo.ts), driven the way a site and its
// user would: a conversation opens with its history, the user sends, the AI streams an answer, the site
// re-mounts a message. The page runtime under test only ever sees these DOM changes.
import { BADGE_ATTRIBUTE } from '../../embed/runtime/badge';

export interface ChatPage {
  readonly input: HTMLTextAreaElement;
  /** Opens another conversation (an in-app navigation) with these assistant messages as its history. */
  openConversation(path: string, history: string[]): void;
  /** Adds an assistant message at once, not streamed (how a site renders history). */
  renderAnswer(text: string): HTMLElement;
  /** The user types and presses send. */
  userSends(text: string): void;
  /** Starts a streamed assistant answer; `extra` goes after its code block (a quote, prose). */
  startAnswer(extra?: Node[]): { message: HTMLElement; code: HTMLElement };
  /** Replaces a message with a copy of itself, as sites do on re-render; `streaming` marks the copy so. */
  remount(message: HTMLElement, streaming: boolean): HTMLElement;
  /** What the runtime typed into the input, and empties it (the user reads it and clears it). */
  takeInput(): string;
}

export function createChatPage(doc: Document = document): ChatPage {
  const chat = doc.createElement('main');
  const input = doc.createElement('textarea');
  input.id = 'chat-input';
  const send = doc.createElement('button');
  send.id = 'send-button';
  send.disabled = true;
  input.addEventListener('input', () => (send.disabled = !input.value.trim()));
  send.addEventListener('click', () => {
    const message = doc.createElement('div');
    message.className = 'message user';
    message.textContent = input.value;
    chat.append(message);
    input.value = '';
    send.disabled = true;
  });
  doc.body.append(chat, input, send);

  const assistant = (streaming: boolean) => {
    const message = doc.createElement('div');
    message.className = 'message assistant';
    message.dataset['streaming'] = String(streaming);
    const pre = doc.createElement('pre');
    const code = doc.createElement('code');
    pre.append(code);
    message.append(pre);
    return { message, code };
  };

  return {
    input,
    openConversation(path, messages) {
      window.history.pushState(null, '', path);
      chat.replaceChildren(
        ...messages.map((text) => {
          const { message, code } = assistant(false);
          code.textContent = text;
          return message;
        }),
      );
    },
    renderAnswer(text) {
      const { message, code } = assistant(false);
      code.textContent = text;
      chat.append(message);
      return message;
    },
    userSends(text) {
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      send.click();
    },
    startAnswer(extra = []) {
      const answer = assistant(true);
      answer.message.append(...extra);
      chat.append(answer.message);
      return answer;
    },
    remount(message, streaming) {
      const copy = message.cloneNode(true) as HTMLElement;
      // The site renders its own content again; our badges are not part of it.
      copy.querySelectorAll(`[${BADGE_ATTRIBUTE}]`).forEach((badge) => badge.remove());
      copy.dataset['streaming'] = String(streaming);
      message.replaceWith(copy);
      return copy;
    },
    takeInput() {
      const text = input.value;
      input.value = '';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return text;
    },
  };
}
