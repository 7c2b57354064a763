// Browser entry for benchmark 6: a chat page with the demo markup contract (`.message.assistant`, `pre code`,
// data-streaming, #chat-input, #send-button) that builds a history and streams replies. The bench drives it
// through `window.__benchChat`; the page runtime, when injected, watches it like any chat.
const messages = document.getElementById('messages') as HTMLElement;

function message(role: 'user' | 'assistant', text: string, code?: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `message ${role}`;
  if (role === 'assistant') element.dataset.streaming = 'false';
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  element.append(paragraph);
  if (code !== undefined) {
    const pre = document.createElement('pre');
    const codeElement = document.createElement('code');
    codeElement.className = 'language-jsonl';
    codeElement.textContent = code;
    pre.append(codeElement);
    element.append(pre);
  }
  return element;
}

export function callBlock(tool: string, callId: number, query: string): string {
  return [
    `{"type": "function_call_start", "name": "${tool}", "call_id": ${callId}}`,
    '{"type": "description", "text": "Search the memory graph"}',
    `{"type": "parameter", "key": "query", "value": "${query}"}`,
    `{"type": "function_call_end", "call_id": ${callId}}`,
  ].join('\n');
}

/** `count` messages, alternating user and assistant; every fourth assistant reply holds an old call. */
function seedHistory(count: number): void {
  const prose =
    'Here is a longer answer with a few sentences about the project, its files and plans. '.repeat(4);
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) messages.append(message('user', `Question number ${i / 2}: what is in the workspace?`));
    else if (i % 8 === 7)
      messages.append(message('assistant', prose, callBlock('search_nodes', i, `history-${i}`)));
    else messages.append(message('assistant', prose));
  }
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const moTime = () => (window as unknown as { __moTime?: number }).__moTime ?? 0;

export interface StreamOutcome {
  /** Main-thread time of each chunk: the DOM write plus the microtask checkpoint (observer callbacks). */
  chunkMs: number[];
  /** Of that, the time inside MutationObserver callbacks (the page has none of its own). */
  observerMs: number[];
  /** performance.timeOrigin + now() when data-streaming flipped to false. */
  flippedAt: number;
}

/** Streams `total` characters in `chunks` chunks: prose, then a complete call block at the end. */
async function stream(
  total: number,
  chunks: number,
  intervalMs: number,
  call: string,
): Promise<StreamOutcome> {
  const reply = document.createElement('div');
  reply.className = 'message assistant';
  reply.dataset.streaming = 'true';
  const paragraph = document.createElement('p');
  reply.append(paragraph);
  messages.append(reply);
  const proseLength = Math.max(0, total - call.length);
  const text = `${'Let me look that up in the memory graph for you. '.repeat(Math.ceil(proseLength / 49)).slice(0, proseLength)}${call}`;
  const size = Math.ceil(text.length / chunks);
  let code: HTMLElement | null = null;
  const chunkMs: number[] = [];
  const observerMs: number[] = [];
  for (let sent = 0; sent < text.length; sent += size) {
    const end = Math.min(text.length, sent + size);
    const observedBefore = moTime();
    const start = performance.now();
    if (end <= proseLength) paragraph.textContent = text.slice(0, end);
    else {
      if (!code) {
        const pre = document.createElement('pre');
        code = document.createElement('code');
        code.className = 'language-jsonl';
        pre.append(code);
        reply.append(pre);
        paragraph.textContent = text.slice(0, proseLength);
      }
      code.textContent = text.slice(proseLength, end);
    }
    await flush();
    chunkMs.push(performance.now() - start);
    observerMs.push(moTime() - observedBefore);
    await pause(intervalMs);
  }
  reply.dataset.streaming = 'false';
  const flippedAt = performance.timeOrigin + performance.now();
  return { chunkMs, observerMs, flippedAt };
}

Object.assign(window, {
  __benchChat: { seedHistory, stream, callBlock, count: () => messages.children.length },
});
