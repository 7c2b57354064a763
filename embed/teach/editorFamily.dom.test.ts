import { describe, expect, it } from 'vitest';
import { insertOrder } from '../editors/contentEditable';
import { editorFamily } from './editorFamily';

function element(markup: string, selector: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html');
  return doc.querySelector<HTMLElement>(selector)!;
}

describe('editorFamily', () => {
  it.each([
    ['<textarea></textarea>', 'textarea', 'textarea'],
    ['<input type="text">', 'input', 'textarea'],
    ['<div class="ProseMirror" contenteditable="true"></div>', 'div', 'prosemirror'],
    ['<div class="ql-editor" contenteditable="true"></div>', 'div', 'quill'],
    ['<div data-lexical-editor="true" contenteditable="true"></div>', 'div', 'lexical'],
    ['<div class="cm-content" contenteditable="true"></div>', 'div', 'auto'],
  ])('%s is %s', (markup, selector, family) => {
    expect(editorFamily(element(markup, selector))).toBe(family);
  });

  it('is the family the insert strategies pick for the same element', () => {
    const lexical = element('<div data-lexical-editor="true" contenteditable="true"></div>', 'div');
    expect(insertOrder(lexical)).toEqual(insertOrder(lexical, editorFamily(lexical)));
    const quill = element('<div class="ql-editor" contenteditable="true"></div>', 'div');
    expect(insertOrder(quill)).toEqual(insertOrder(quill, editorFamily(quill)));
  });
});
