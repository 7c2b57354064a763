// jsdom has no execCommand, DataTransfer or ClipboardEvent: tests stub the ones a case needs. The real
// libraries are exercised in the browser tests (tests/e2e/editors.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertIntoContentEditable, insertOrder } from './contentEditable';

function editable(attributes: Record<string, string> = {}): HTMLElement {
  const editor = document.createElement('div');
  editor.contentEditable = 'true';
  for (const [name, value] of Object.entries(attributes)) editor.setAttribute(name, value);
  document.body.append(editor);
  return editor;
}

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
const pasted = (event: Event) => (event as unknown as FakeClipboardEvent).clipboardData.getData('text/plain');

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('insertOrder', () => {
  it('tries execCommand line by line first, one execCommand for Quill, paste for Lexical (named or found by its marker)', () => {
    expect(insertOrder(editable())).toEqual(['execLines', 'paste', 'beforeinput']);
    expect(insertOrder(editable(), 'prosemirror')[0]).toBe('execLines');
    expect(insertOrder(editable(), 'quill')).toEqual(['execCommand', 'paste', 'beforeinput']);
    expect(insertOrder(editable({ class: 'ql-editor' }))[0]).toBe('execCommand');
    expect(insertOrder(editable(), 'lexical')).toEqual(['paste', 'beforeinput']);
    expect(insertOrder(editable({ 'data-lexical-editor': 'true' }))).toEqual(['paste', 'beforeinput']);
  });
});

describe('insertIntoContentEditable', () => {
  it('inserts through execCommand line by line: each line, then a new paragraph', async () => {
    const editor = editable();
    const execCommand = vi.fn((command: string, _ui: boolean, text?: string) => {
      editor.append(command === 'insertParagraph' ? '\n' : (text ?? ''));
      return true;
    });
    Object.assign(document, { execCommand });
    expect(await insertIntoContentEditable(editor, 'line one\n\nline two')).toEqual({ ok: true });
    expect(execCommand.mock.calls.map(([command, , text]) => [command, text])).toEqual([
      ['insertText', 'line one'],
      ['insertParagraph', undefined],
      ['insertParagraph', undefined],
      ['insertText', 'line two'],
    ]);
    expect(editor.textContent).toBe('line one\n\nline two');
  });

  it('inserts into Quill with one execCommand of the whole text', async () => {
    const editor = editable({ class: 'ql-editor' });
    const execCommand = vi.fn((_command: string, _ui: boolean, text: string) => (editor.append(text), true));
    Object.assign(document, { execCommand });
    expect(await insertIntoContentEditable(editor, 'one\ntwo')).toEqual({ ok: true });
    expect(execCommand.mock.calls).toEqual([['insertText', false, 'one\ntwo']]);
  });

  it('stops at the first line step refused, and never tries another path after a partial insert', async () => {
    const editor = editable();
    const beforeinput = vi.fn();
    editor.addEventListener('beforeinput', beforeinput);
    const execCommand = vi.fn((command: string, _ui: boolean, text?: string) => {
      if (command === 'insertParagraph') return false;
      editor.append(text ?? '');
      return true;
    });
    Object.assign(document, { execCommand });
    const result = await insertIntoContentEditable(editor, 'first\nsecond');
    expect(execCommand).toHaveBeenCalledTimes(2);
    expect(result.ok).toBe(false);
    expect(beforeinput).not.toHaveBeenCalled();
    expect(editor.textContent).toBe('first');
  });

  it('starts a new line after text already in the editor', async () => {
    const editor = editable();
    editor.textContent = 'typed by the user';
    Object.assign(document, {
      execCommand: (command: string, _u: boolean, text?: string) => (
        editor.append(command === 'insertParagraph' ? '\n' : (text ?? '')),
        true
      ),
    });
    expect(await insertIntoContentEditable(editor, 'result')).toEqual({ ok: true });
    expect(editor.textContent).toBe('typed by the user\nresult');
  });

  it('falls back to a paste event carrying the text', async () => {
    vi.stubGlobal('DataTransfer', FakeDataTransfer);
    vi.stubGlobal('ClipboardEvent', FakeClipboardEvent);
    const editor = editable();
    editor.addEventListener('paste', (event) => {
      event.preventDefault();
      editor.append(pasted(event));
    });
    expect(await insertIntoContentEditable(editor, 'pasted result')).toEqual({ ok: true });
    expect(editor.textContent).toBe('pasted result');
  });

  it('skips a paste whose data the browser dropped (as Firefox does), so the editor never takes an empty paste', async () => {
    class DroppingClipboardEvent extends Event {
      readonly clipboardData = null;
    }
    vi.stubGlobal('DataTransfer', FakeDataTransfer);
    vi.stubGlobal('ClipboardEvent', DroppingClipboardEvent);
    const editor = editable({ 'data-lexical-editor': 'true' });
    const paste = vi.fn((event: Event) => event.preventDefault());
    editor.addEventListener('paste', paste);
    editor.addEventListener('beforeinput', (event) => {
      event.preventDefault();
      editor.append(event.inputType === 'insertParagraph' ? '\n' : (event.data ?? ''));
    });
    expect(await insertIntoContentEditable(editor, 'one\ntwo')).toEqual({ ok: true });
    expect(paste).not.toHaveBeenCalled();
    expect(editor.textContent).toBe('one\ntwo');
  });

  it('uses a beforeinput the editor handles as the last resort, line by line, and inserts once', async () => {
    const editor = editable();
    const seen: string[] = [];
    editor.addEventListener('beforeinput', (event) => {
      event.preventDefault();
      seen.push(event.inputType);
      queueMicrotask(() => editor.append(event.inputType === 'insertParagraph' ? '\n' : (event.data ?? '')));
    });
    expect(await insertIntoContentEditable(editor, 'hello\nworld')).toEqual({ ok: true });
    expect(seen).toEqual(['insertText', 'insertParagraph', 'insertText']);
    expect(editor.textContent).toBe('hello\nworld');
  });

  it('checks the editor state, not the DOM: DOM text the editor did not take is a failure', async () => {
    vi.stubGlobal('DataTransfer', FakeDataTransfer);
    vi.stubGlobal('ClipboardEvent', FakeClipboardEvent);
    const editor = editable({ 'data-lexical-editor': 'true' });
    const state = { root: { type: 'root', children: [] as unknown[] } };
    Object.assign(editor, { __lexicalEditor: { getEditorState: () => ({ toJSON: () => state }) } });
    editor.addEventListener('paste', (event) => {
      event.preventDefault();
      editor.append(pasted(event)); // The DOM changes, the editor's state does not.
    });
    const result = await insertIntoContentEditable(editor, 'lost text');
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/did not accept/);
  });

  it('reports a failure when no path gets the text in', async () => {
    const editor = editable();
    const result = await insertIntoContentEditable(editor, 'nothing takes this');
    expect(result.ok).toBe(false);
    expect(result.error).toContain('execLines, paste, beforeinput');
    expect(editor.textContent).toBe('');
  });

  it('stops after an editor claims the text but drops it, so it never inserts twice', async () => {
    const editor = editable();
    const beforeinput = vi.fn();
    Object.assign(document, { execCommand: () => true });
    editor.addEventListener('beforeinput', beforeinput);
    const result = await insertIntoContentEditable(editor, 'claimed');
    expect(result.ok).toBe(false);
    expect(beforeinput).not.toHaveBeenCalled();
  });
});
