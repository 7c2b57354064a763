// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertIntoContentEditable } from './contentEditable';

function editable(): HTMLElement {
  const editor = document.createElement('div');
  editor.contentEditable = 'true';
  document.body.append(editor);
  return editor;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('insertIntoContentEditable', () => {
  it('uses beforeinput when the editor handles it (Lexical style) and inserts once', async () => {
    const editor = editable();
    const seen: string[] = [];
    editor.addEventListener('beforeinput', (event) => {
      event.preventDefault();
      seen.push(event.inputType);
      // Editors update their DOM after the event, in a microtask.
      queueMicrotask(() => editor.append(document.createTextNode(event.data ?? '')));
    });
    const result = await insertIntoContentEditable(editor, 'hello\nworld');
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual(['insertText']);
    expect(editor.textContent).toBe('hello\nworld');
  });

  it('falls back to a paste event carrying the text', async () => {
    class FakeDataTransfer {
      private readonly data = new Map<string, string>();
      setData(type: string, value: string) {
        this.data.set(type, value);
      }
      getData(type: string) {
        return this.data.get(type) ?? '';
      }
    }
    class FakeClipboardEvent extends Event {
      readonly clipboardData: FakeDataTransfer;
      constructor(type: string, init: EventInit & { clipboardData: FakeDataTransfer }) {
        super(type, init);
        this.clipboardData = init.clipboardData;
      }
    }
    vi.stubGlobal('DataTransfer', FakeDataTransfer);
    vi.stubGlobal('ClipboardEvent', FakeClipboardEvent);
    const editor = editable();
    editor.addEventListener('paste', (event) => {
      event.preventDefault();
      const data = (event as unknown as FakeClipboardEvent).clipboardData.getData('text/plain');
      editor.append(document.createElement('p'));
      editor.lastElementChild!.textContent = data;
    });
    const result = await insertIntoContentEditable(editor, 'pasted result');
    expect(result).toEqual({ ok: true });
    expect(editor.textContent).toBe('pasted result');
  });

  it('reports a failure when no method gets the text in', async () => {
    const editor = editable();
    const result = await insertIntoContentEditable(editor, 'nothing takes this');
    expect(result.ok).toBe(false);
    expect(editor.textContent).toBe('');
  });

  it('stops after an editor claims the text but drops it, so it never inserts twice', async () => {
    const editor = editable();
    const paste = vi.fn();
    editor.addEventListener('beforeinput', (event) => event.preventDefault());
    editor.addEventListener('paste', paste);
    const result = await insertIntoContentEditable(editor, 'claimed');
    expect(result.ok).toBe(false);
    expect(paste).not.toHaveBeenCalled();
  });
});
