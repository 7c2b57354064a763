// The demo chat page. Behaves like a web AI chat: a composer whose state follows the textarea's input
// events (as a controlled React input does), user bubbles, and assistant replies that stream in.
import { ScriptedAssistant } from './assistant';
import { AttachmentTray, composeMessage, createChip, type Attachment } from './attachments';
import { readDemoConfig } from './config';
import { renderMarkdown } from './render';
import { streamReply } from './stream';

const config = readDemoConfig(document);
const assistant = new ScriptedAssistant({ workspacePath: config.workspacePath });

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`demo chat: #${id} is missing`);
  return element as T;
};
const messages = byId<HTMLElement>('messages');
const form = byId<HTMLFormElement>('composer');
const input = byId<HTMLTextAreaElement>('chat-input');
const sendButton = byId<HTMLButtonElement>('send-button');
const fileInput = byId<HTMLInputElement>('file-input');
const composerBox = form.querySelector<HTMLElement>('.composer-box') ?? form;

const state = { draft: '', streaming: false, turn: 0 };
const tray = new AttachmentTray(byId('attachments'), () => updateSendButton());

function updateSendButton(): void {
  sendButton.disabled = state.streaming || (state.draft.trim() === '' && tray.files.length === 0);
}

function autoGrow(): void {
  input.style.height = 'auto';
  input.style.height = `${Math.min(input.scrollHeight, 200)}px`;
}

function scrollToEnd(): void {
  messages.scrollTop = messages.scrollHeight;
}

function appendUserMessage(typed: string, files: readonly Attachment[]): void {
  document.getElementById('empty-state')?.remove();
  const message = document.createElement('div');
  message.className = 'message user';
  const bubble = document.createElement('div');
  bubble.className = 'bubble';
  if (files.length > 0) {
    const chips = document.createElement('div');
    chips.className = 'message-files';
    chips.append(...files.map((f) => createChip(f.name)));
    bubble.appendChild(chips);
  }
  if (typed.trim()) {
    const text = document.createElement('p');
    text.textContent = typed.trim();
    bubble.appendChild(text);
  }
  message.appendChild(bubble);
  messages.appendChild(message);
  scrollToEnd();
}

function startAssistantReply(userText: string): void {
  state.streaming = true;
  state.turn += 1;
  updateSendButton();
  const message = document.createElement('div');
  message.className = 'message assistant';
  message.dataset.streaming = 'true';
  const content = document.createElement('div');
  content.className = 'message-content';
  message.appendChild(content);
  messages.appendChild(message);
  scrollToEnd();

  streamReply(
    assistant.reply(userText),
    {
      onChunk: (soFar) => {
        renderMarkdown(content, soFar);
        scrollToEnd();
      },
      onDone: (text) => {
        renderMarkdown(content, text);
        message.dataset.streaming = 'false';
        state.streaming = false;
        updateSendButton();
      },
    },
    { seed: config.seed * 1000 + state.turn, startDelayMs: 300 },
  );
}

function send(): void {
  if (state.streaming) return;
  const typed = input.value;
  if (typed.trim() === '' && tray.files.length === 0) return;
  const files = tray.take();
  appendUserMessage(typed, files);
  input.value = '';
  state.draft = '';
  autoGrow();
  if (files.length === 0) return startAssistantReply(typed.trim());
  // Marked busy now, so a second send can't slip in while the files are read.
  state.streaming = true;
  updateSendButton();
  // Every outcome is handled: a message whose files can't be read goes out as typed.
  void composeMessage(typed, files)
    .catch(() => typed.trim())
    .then((text) => startAssistantReply(text));
}

input.addEventListener('input', () => {
  state.draft = input.value;
  autoGrow();
  updateSendButton();
});
input.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
  event.preventDefault();
  if (!sendButton.disabled) send();
});
input.addEventListener('paste', (event) => {
  const files = event.clipboardData?.files;
  if (files && files.length > 0) {
    event.preventDefault();
    tray.add(Array.from(files));
  }
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  send();
});
byId('attach-button').addEventListener('click', () => fileInput.click());
fileInput.addEventListener('change', () => {
  const files = Array.from(fileInput.files ?? []);
  fileInput.value = '';
  tray.add(files);
});
composerBox.addEventListener('dragover', (event) => {
  event.preventDefault();
  composerBox.classList.add('dragging');
});
composerBox.addEventListener('dragleave', () => composerBox.classList.remove('dragging'));
composerBox.addEventListener('drop', (event) => {
  event.preventDefault();
  composerBox.classList.remove('dragging');
  tray.add(Array.from(event.dataTransfer?.files ?? []));
});
updateSendButton();
