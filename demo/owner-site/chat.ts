// Acme Support's chat: its own markup (#thread, .reply, #ask, #ask-send) around the demo's scripted assistant,
// which writes tool calls in the bridge's format and answers "call <tool> {json}".
import { ScriptedAssistant } from '../chat/assistant';
import { renderMarkdown } from '../chat/render';
import { streamReply } from '../chat/stream';

const thread = document.getElementById('thread') as HTMLElement;
const ask = document.getElementById('ask') as HTMLTextAreaElement;
const send = document.getElementById('ask-send') as HTMLButtonElement;
const assistant = new ScriptedAssistant({ workspacePath: '.' });
let busy = false;
let turn = 0;

function append(className: string, text: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  if (text) element.textContent = text;
  thread.append(element);
  return element;
}

function answer(question: string): void {
  busy = true;
  turn += 1;
  const reply = append('reply', '');
  reply.dataset.streaming = 'true';
  streamReply(
    assistant.reply(question),
    {
      onChunk: (soFar) => renderMarkdown(reply, soFar),
      onDone: (text) => {
        renderMarkdown(reply, text);
        reply.dataset.streaming = 'false';
        busy = false;
      },
    },
    { seed: 7 * 1000 + turn, startDelayMs: 200 },
  );
}

send.addEventListener('click', () => {
  const question = ask.value.trim();
  if (busy || !question) return;
  append('question', question);
  ask.value = '';
  answer(question);
});

document.getElementById('callback-form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const status = document.getElementById('callback-status');
  if (status) status.textContent = 'Callback requested. We will call you soon.';
});
