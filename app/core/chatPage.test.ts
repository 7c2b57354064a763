// The one way into the chat page: files in order, then the text; the first refusal stops the rest and says
// what went in before it; a notice either way; never a second attempt.
import { describe, expect, it, vi } from 'vitest';
import type { AttachFileParams } from '../../bridge/protocol/types';
import { testRuntime } from '../shell/test/testRuntime';
import { chatPageOf } from './chatPage';

const file = (name: string): AttachFileParams => ({ name, mimeType: 'text/plain', text: name });

function setup(refuse: { file?: string; text?: boolean; throws?: boolean } = {}) {
  const calls: string[] = [];
  const page = {
    attachFile: vi.fn(async (f: AttachFileParams) => {
      calls.push(`attach ${f.name}`);
      return f.name === refuse.file ? { ok: false, error: 'no file input on this chat' } : { ok: true };
    }),
    insertText: vi.fn(async ({ text }: { text: string }) => {
      calls.push(`insert ${text}`);
      if (refuse.throws) throw new Error('the page went away');
      return refuse.text ? { ok: false } : { ok: true };
    }),
  };
  const runtime = testRuntime({ hub: { page } as never });
  const notice = () => runtime.store.getState().notice;
  return { calls, chat: chatPageOf(runtime), notice, runtime };
}

describe('chatPageOf', () => {
  it('attaches the files in order, then inserts the text', async () => {
    const { calls, chat } = setup();
    await chat.put({ files: [file('a.txt'), file('b.txt')], text: 'see a and b' });
    expect(calls).toEqual(['attach a.txt', 'attach b.txt', 'insert see a and b']);
  });

  it('stops at the first refusal and says what went in before it', async () => {
    const { calls, chat } = setup({ file: 'b.txt' });
    await expect(
      chat.put({ files: [file('a.txt'), file('b.txt'), file('c.txt')], text: 't' }),
    ).rejects.toThrow(
      'Could not attach b.txt: no file input on this chat (1 attached before it; remove them in the chat if unwanted).',
    );
    expect(calls).toEqual(['attach a.txt', 'attach b.txt']);
  });

  it('tells the user how it went, a page that refused or went away included', async () => {
    const done = setup();
    await done.chat.insertText('x');
    expect(done.notice()).toEqual({ kind: 'info', text: 'Inserted into the chat.' });
    await done.chat.attach(file('r.md'), 'Result');
    expect(done.notice()).toEqual({ kind: 'info', text: 'Result attached to the chat.' });

    const refused = setup({ text: true });
    await refused.chat.insertText('x');
    expect(refused.notice()).toEqual({
      kind: 'error',
      text: 'Could not insert into the chat: the page refused.',
    });
    const gone = setup({ throws: true });
    await gone.chat.insertText('x', 'Instructions inserted.');
    expect(gone.notice()).toEqual({
      kind: 'error',
      text: 'Could not insert into the chat: the page went away.',
    });
    expect(gone.calls).toEqual(['insert x']);
  });

  it('gives the page origin for a consent window, or says there is no page yet', () => {
    const { chat, notice, runtime } = setup();
    expect(chat.origin()).toBeUndefined();
    expect(notice()?.text).toBe('The chat page has not connected yet; try again in a moment.');
    runtime.store.setState((s) => ({ page: { ...s.page, origin: 'https://chat.example' } }));
    expect(chat.origin()).toBe('https://chat.example');
  });
});
