// The page's side of the derivation: the roots a click climbs to, what the sidebar is told about an element, and
// the candidates it answers checked on the page. The derivation itself: bridge/teach.
import { describe, expect, it } from 'vitest';
import type { DeriveParams, DeriveResult } from '../../bridge/protocol/adapters';
import { chainOf, controlRoot, derivation, inputRoot, summary } from './derive';

/** A page of its own for each case (test markup only, parsed apart from the test's document). */
function page(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${body}</body>`, 'text/html');
}
const one = (doc: Document, selector: string) => doc.querySelector(selector)!;

describe('inputRoot and controlRoot', () => {
  it('finds the outermost editable from a click on a paragraph inside it', () => {
    const doc = page(
      '<div class="ProseMirror" contenteditable="true"><p><span contenteditable="true">x</span></p></div>',
    );
    expect(inputRoot(one(doc, 'span'))).toBe(one(doc, '.ProseMirror'));
    const field = page('<label><textarea></textarea></label>');
    expect(inputRoot(one(field, 'textarea'))).toBe(one(field, 'textarea'));
  });

  it('finds the button from its icon, or a clickable div named like a send control', () => {
    const doc = page('<button aria-label="Send"><svg><path></path></svg></button>');
    expect(controlRoot(one(doc, 'path'))).toBe(one(doc, 'button'));
    const div = page('<div class="send-button-container"><svg class="send-icon"><path></path></svg></div>');
    expect(controlRoot(one(div, 'path'))).toBe(one(div, 'div'));
  });
});

describe('what the page asks the sidebar, and what it keeps of the answer', () => {
  it('describes an element by its tag, id, classes and short attributes, and its ancestors up to <html>', () => {
    const doc = page(
      `<div id="thread"><button class="send primary" aria-label="Send" data-long="${'x'.repeat(61)}"></button></div>`,
    );
    expect(summary(one(doc, 'button'))).toEqual({
      tag: 'button',
      id: null,
      classes: ['send', 'primary'],
      attributes: [
        ['class', 'send primary'],
        ['aria-label', 'Send'],
      ],
    });
    expect(chainOf(one(doc, 'button')).map((el) => [el.tag, el.id])).toEqual([
      ['button', null],
      ['div', 'thread'],
      ['body', null],
      ['html', null],
    ]);
  });

  it('keeps the first candidate that matches exactly the target, and the root the sidebar names', async () => {
    const doc = page('<main><p class="a">one</p><p class="a b">two</p></main>');
    const asked: DeriveParams[] = [];
    const answer = (result: DeriveResult) => (params: DeriveParams) => {
      asked.push(params);
      return Promise.resolve(result);
    };
    const target = doc.querySelectorAll('p')[1]!;
    const pick = derivation(answer({ selectors: ['.a', 'p:not(.b)', '.b', 'main p'] }));
    expect(await pick.deriveSelector(target)).toBe('.b');
    expect(asked[0]?.kind).toBe('one');
    expect(asked[0]?.chain.map((el) => el.tag)).toEqual(['p', 'main', 'body', 'html']);
    expect(await derivation(answer({ root: 1 })).messageRoot(target)).toBe(one(doc, 'main'));
    expect(await derivation(answer({})).deriveSelector(target)).toBeUndefined();
  });

  it('tells the sidebar where the reasoning beside the click meets its chain', async () => {
    const doc = page('<div class="turn"><div class="thinking">draft</div><div><p>answer</p></div></div>');
    let reasoning: number[] = [];
    await derivation((params) => {
      if (params.kind === 'root') reasoning = params.reasoning;
      return {};
    }).messageRoot(one(doc, 'p'));
    // p, its div, .turn (which holds .thinking), body, html
    expect(reasoning).toEqual([-1, -1, 2, 2, 2]);
  });
});
