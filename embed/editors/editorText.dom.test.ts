import { describe, expect, it } from 'vitest';
import { readEditorText } from './editorText';

const div = (handles: object = {}, text = 'dom text') => {
  const element = document.createElement('div');
  element.textContent = text;
  return Object.assign(element, handles);
};

describe('readEditorText', () => {
  it('reads a text field value', () => {
    const area = document.createElement('textarea');
    area.value = 'a\nb';
    expect(readEditorText(area)).toBe('a\nb');
  });

  it("reads a React-controlled field's value from React's props, which follow its state", () => {
    const area = document.createElement('textarea');
    area.value = 'in the DOM only';
    Object.assign(area, { __reactProps$abc123: { value: 'react state' } });
    expect(readEditorText(area)).toBe('react state');
  });

  it("reads Lexical's state: blocks are lines, line breaks are newlines", () => {
    const root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{ type: 'text', text: 'one' }, { type: 'linebreak' }, { text: 'two' }],
        },
        { type: 'paragraph', children: [{ type: 'text', text: 'three' }] },
      ],
    };
    const lexical = { getEditorState: () => ({ toJSON: () => ({ root }) }) };
    expect(readEditorText(div({ __lexicalEditor: lexical }))).toBe('one\ntwo\nthree');
  });

  it("reads CodeMirror's document (both internal handle names)", () => {
    const view = { state: { doc: { toString: () => 'cm text' } } };
    expect(readEditorText(div({ cmTile: { root: { view } } }))).toBe('cm text');
    expect(readEditorText(div({ cmView: { rootView: { view } } }))).toBe('cm text');
  });

  it("reads ProseMirror's document with blocks on separate lines", () => {
    const node = {
      content: { size: 9 },
      textBetween: (a: number, b: number, sep: string) => `${a}${sep}${b}`,
    };
    expect(readEditorText(div({ pmViewDesc: { node } }))).toBe('0\n9');
  });

  it('falls back to the DOM when there is no handle or it throws', () => {
    expect(readEditorText(div())).toBe('dom text');
    const broken = {
      getEditorState: () => ({
        toJSON: () => {
          throw new Error('changed internals');
        },
      }),
    };
    expect(readEditorText(div({ __lexicalEditor: broken }))).toBe('dom text');
  });
});
