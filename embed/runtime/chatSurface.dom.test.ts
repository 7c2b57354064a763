// Submit on a small fake chat: waits for uploads and an enabled button, clicks once, retries once, reports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteAdapter } from '../adapters/types';
import { createChatSurface } from './chatSurface';

const adapter: SiteAdapter = {
  id: 'test',
  selectors: {
    input: 'textarea',
    sendButton: 'button',
    assistantMessage: '.assistant',
    codeBlock: 'pre',
    userMessage: '.user',
    uploading: '.uploading',
  },
  editor: 'textarea',
};
const timing = { enableWaitMs: 400, verifyWaitMs: 150, pollMs: 10 };

/** A chat whose send button posts the input as a user message after `ignoreClicks` clicks did nothing. */
function chat(ignoreClicks = 0) {
  document.body.innerHTML = '<textarea></textarea><button>Send</button>';
  const input = document.querySelector('textarea')!;
  const button = document.querySelector('button')!;
  input.value = 'results';
  let clicks = 0;
  button.addEventListener('click', () => {
    clicks++;
    if (clicks <= ignoreClicks) return;
    const message = document.createElement('div');
    message.className = 'user';
    message.textContent = input.value;
    document.body.append(message);
    input.value = '';
  });
  return { button, clicks: () => clicks };
}

// Fake timers: the surface polls the page on a clock; the test runs that clock instead of waiting for it.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** Submits and runs every poll until the surface has its answer (it gives up on its own fake deadline). */
async function submit() {
  const result = createChatSurface(adapter, document, timing).submit();
  await vi.runAllTimersAsync();
  return result;
}

describe('ChatSurface.submit', () => {
  it('clicks once and confirms the new user message', async () => {
    const page = chat();
    expect(await submit()).toEqual({ ok: true });
    expect(page.clicks()).toBe(1);
  });

  it('waits until an attachment finished uploading before it clicks', async () => {
    const page = chat();
    const uploading = document.createElement('div');
    uploading.className = 'uploading';
    document.body.append(uploading);
    setTimeout(() => uploading.remove(), 100);
    const result = createChatSurface(adapter, document, timing).submit();
    await vi.advanceTimersByTimeAsync(99);
    expect(page.clicks()).toBe(0); // still uploading
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: true });
    expect(page.clicks()).toBe(1);
  });

  it('retries once when the first click did nothing', async () => {
    const page = chat(1);
    expect(await submit()).toEqual({ ok: true });
    expect(page.clicks()).toBe(2);
    expect(document.querySelectorAll('.user')).toHaveLength(1);
  });

  it('reports a send that never happens, after two clicks', async () => {
    const page = chat(5);
    const result = await submit();
    expect(result).toEqual({ ok: false, error: 'Clicked send, but no new message appeared.' });
    expect(page.clicks()).toBe(2);
  });

  it('reports an upload that never finishes without clicking', async () => {
    const page = chat();
    document.body.append(Object.assign(document.createElement('div'), { className: 'uploading' }));
    const result = await submit();
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/upload/);
    expect(page.clicks()).toBe(0);
  });
});
